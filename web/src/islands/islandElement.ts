/**
 * What an island's React root renders, the same on the server and in the browser: the island,
 * inside a component that renders nothing of its own and reports when hydration has committed.
 * hydrateRoot only schedules the work, so the runtime (islands/runtime.ts) waits for that report
 * before it marks the island hydrated.
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { I18nContext, type I18n } from '../i18n/I18n.tsx';

function HydrationReport({ onHydrated, children }: { onHydrated?: (() => void) | undefined; children?: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

export function islandElement(component: ComponentType<never>, props: object, i18n: I18n, onHydrated?: () => void) {
  return createElement(
    I18nContext.Provider,
    { value: i18n },
    createElement(HydrationReport, { onHydrated }, createElement(component, props as never)),
  );
}
