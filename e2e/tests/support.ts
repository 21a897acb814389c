/** Shared helpers of the browser tests. */
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { testIds } from '../../web/src/testIds.ts';

export { testIds };

export interface InfoEntry {
  id: string;
  name: string;
  gloss?: string;
  aliases?: string[];
  types: { id: string; name: string; submenu: { id: string; name: string }[] }[];
}

export async function fetchJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/**
 * Stops Playwright's installed clock a moment from now: from here time moves only when the test
 * says so. The moment is read from the page and may have passed before the pause arrives on a busy
 * machine; then it tries again from the new now, so the outcome never depends on the load.
 */
export async function pauseClockNow(page: Page) {
  for (;;) {
    const soon = await page.evaluate(() => Date.now() + 200);
    try {
      await page.clock.pauseAt(soon);
      return;
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/** Waits until the page is interactive (the browser entry marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * The animations running on the page that never end (infinite iterations on the document's
 * timeline, not a scroll-driven one), each as `name on element`: motion that starts by itself and
 * never stops (docs/decisions.md, "Layout and interaction").
 */
export async function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.timeline === document.timeline &&
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime === Infinity,
      )
      .map((animation) => {
        const effect = animation.effect as KeyframeEffect | null;
        const target = effect?.target;
        const name = animation instanceof CSSAnimation ? animation.animationName : animation.id;
        return `${name} on ${target?.tagName.toLowerCase() ?? '?'}.${target?.classList[0] ?? ''}${effect?.pseudoElement ?? ''}`;
      }),
  );
}

/**
 * Holds the React chunk back, as a slow phone would, so a test can act on the page before any
 * island hydrates. Returns what lets it through.
 */
export async function holdReact(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/react-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Brings an island into view and waits until it has hydrated: islands that hydrate when visible
 * (the feedback form, the measurement converter) do nothing before.
 */
export async function hydrateIsland(page: Page, name: string) {
  const island = page.locator(`shastra-island[data-island="${name}"]`).first();
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-hydrated', '');
}

/** The axe-core rules the site is held to: WCAG 2.1 A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.1 AA rules whose outcome depends on colours. A theme changes colours only (custom
 * properties), so a page in the other theme is scanned for these; every other rule is checked on
 * the same page in the default theme.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The WCAG 2.1 AA violations axe finds on the page as it is now, each as `rule: targets`;
 * `rules` limits the scan to those rules.
 *
 * axe-core runs in the page itself, as one `axe.run`: the pages have no frames, and the Playwright
 * wrapper's frame-by-frame run, finished in a second page it opens, only added time (2.8 s a scan
 * where this takes 0.8 s, docs/testing.md). The source is evaluated once per document; a string
 * the test runner evaluates is not the page's script, so the page's CSP does not apply to it.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    runOnly: rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: WCAG_AA },
    resultTypes: ['violations'],
  };
  return page.evaluate(async (runOptions) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const { violations } = await inPage.run(document, runOptions);
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, options);
}

/** Asserts axe finds no WCAG 2.1 AA violation, naming each one found (after `context`). */
export async function expectNoViolations(page: Page, context = '', rules?: readonly string[]) {
  const found = await axeViolations(page, rules);
  expect(found.map((violation) => (context ? `${context} ${violation}` : violation))).toEqual([]);
}

/**
 * A proxy in front of the site that holds back one path until released: the browser waits for
 * that page as it would on a slow network, and, unlike an intercepted request, the page it
 * leaves keeps running meanwhile. The page can release it itself by requesting RELEASE_PATH.
 */
export const RELEASE_PATH = '/__release';

export async function slowPageProxy(target: string, heldPath: string) {
  const { createServer, request: forward } = await import('node:http');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const send = () => {
      const out = forward(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(out);
    };
    if (req.url === RELEASE_PATH) {
      release();
      res.writeHead(204).end();
    } else if (req.url === heldPath) void held.then(send);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The families of the font faces the page has loaded so far. */
export const loadedFamilies = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family));
