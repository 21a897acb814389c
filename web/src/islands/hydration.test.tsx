/**
 * Server HTML and hydrated DOM agree on every route: each page of the route samples is rendered as
 * the build prerenders it, then every island on it is hydrated with React's development build,
 * which reports any difference (text, attributes, ids) as a recoverable error or a console error.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteShape } from '@shastra/content/artifact';
import { routeSamples } from '@shastra/content/contract/pages';
import type { I18n } from '../i18n/I18n.tsx';
import { islandElement } from './islandElement.ts';
import { islandLoaders } from './registry.ts';
import { corpus, renderPage } from '../test/pageRenderer.ts';

/** Renders with no `window` or `document`, as Node renders: a component that branches on them shows. */
function renderAsOnTheServer(path: string) {
  const names = ['window', 'document'] as const;
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  for (const name of names) Object.defineProperty(globalThis, name, { value: undefined, configurable: true });
  try {
    return renderPage(path);
  } finally {
    names.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    });
  }
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // Islands that fetch on their own (facts, quiz) stay waiting: only the first render is compared.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterAll(() => vi.unstubAllGlobals());

describe('server HTML and hydrated DOM agree', () => {
  it.each(routeSamples(siteShape(corpus)))('%s', async (path) => {
    const page = renderAsOnTheServer(path);
    expect(page.status).toBe(200);
    const parsed = new DOMParser().parseFromString(page.html, 'text/html');
    const container = document.createElement('div');
    container.append(...parsed.body.childNodes);
    document.body.append(container);

    const problems: string[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      problems.push(args.map(String).join(' '));
    });
    const roots: Root[] = [];
    const islands = [...container.querySelectorAll<HTMLElement>('shastra-island[data-island]')];
    for (const element of islands) {
      const load = islandLoaders.get(element.dataset.island ?? '');
      if (!load) throw new Error(`${path}: unknown island ${element.dataset.island}`);
      const { default: component } = await load();
      const props = JSON.parse(element.dataset.props ?? '{}') as object;
      const i18n = JSON.parse(element.dataset.i18n ?? '{}') as I18n;
      act(() => {
        roots.push(
          hydrateRoot(element, islandElement(component, props, i18n), {
            identifierPrefix: `${element.dataset.id ?? ''}-`,
            onRecoverableError: (error) => problems.push(`${element.dataset.island}: ${String(error)}`),
          }),
        );
      });
    }
    act(() => roots.forEach((root) => root.unmount()));
    consoleError.mockRestore();
    container.remove();
    expect(problems, path).toEqual([]);
    expect(islands.length, `${path} has its islands`).toBeGreaterThan(0);
  });
});
