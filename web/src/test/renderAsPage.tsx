/**
 * Renders a part of a page the way visitors get it: on the "server" to HTML (islands included, each
 * as its own root), then hydrated island by island, as the browser runtime does. Component tests
 * of server-rendered parts use it, so they test the markup and hydration visitors get.
 */
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach } from 'vitest';
import type { Locale } from '@shastra/content/contract/locales';
import { catalogs } from '../i18n/catalog.ts';
import { I18nContext, type I18n } from '../i18n/I18n.tsx';
import { IslandCollector, type IslandRecord } from '../islands/Island.tsx';
import { islandElement } from '../islands/islandElement.ts';
import { fillIslands } from '../islands/renderIslands.tsx';

const roots: Root[] = [];
const containers: HTMLElement[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  containers.splice(0).forEach((container) => container.remove());
});

export async function renderAsPage(ui: ReactNode, locale: Locale = 'en'): Promise<HTMLElement> {
  const islands: IslandRecord[] = [];
  const html = renderToString(
    <I18nContext.Provider value={{ locale, messages: catalogs[locale] }}>
      <IslandCollector value={islands}>{ui}</IslandCollector>
    </I18nContext.Provider>,
  );
  const container = document.createElement('div');
  container.innerHTML = fillIslands(html, islands);
  document.body.appendChild(container);
  containers.push(container);
  for (const island of islands) {
    const element = container.querySelector<HTMLElement>(`[data-id="${island.id}"]`);
    if (!element) throw new Error(`island ${island.id} is missing`);
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    const i18n = JSON.parse(element.dataset.i18n ?? '{}') as I18n;
    act(() => {
      roots.push(
        hydrateRoot(element, islandElement(island.component as never, props, i18n), {
          identifierPrefix: `${island.id}-`,
          onRecoverableError: (error) => {
            throw error;
          },
        }),
      );
    });
    element.dataset.hydrated = '';
  }
  return container;
}
