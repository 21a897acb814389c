/**
 * No page scrolls sideways on a small phone: at 320 px, every page of the sitemap but the verses
 * (two thousand pages of one layout, sampled by the route kinds) as they first show, and one page
 * of every kind (routes.ts) with its scripts running. At 375 px each kind is checked with its
 * scripts running by first-screen.spec.ts, which opens the same pages at that width; the whole
 * sitemap is not loaded again there: between 320 and 375 px no rule of the stylesheets changes
 * but the top bar's (max-width: 360px), which is on every kind, and sizes in vw grow with the
 * window, so a page's words that fit 320 px fit 375.
 */
import { expect, test, type Page } from '@playwright/test';
import { siteShape } from '../../content/src/artifact.ts';
import { sitePages } from '../../content/src/contract/pages.ts';
import { loadCorpus } from '../../content/src/index.ts';
import { routeKinds } from './routes.ts';
import { waitForHydration } from './support.ts';

const shape = siteShape(loadCorpus());
/** The sitemap's pages (the listed ones), made without the texts' verse and range pages. */
const SITEMAP_PAGES = sitePages({ ...shape, texts: shape.texts?.map((text) => ({ ...text, locators: [] })) })
  .filter((page) => page.listed)
  .map((page) => page.path);

/** Opens each page in turn in the one browser page and names those wider than the window. */
async function widePages(page: Page, paths: readonly string[], { scripts = false } = {}): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    if (scripts) await waitForHydration(page);
    // The page's fonts set the width of its words.
    const [scrollWidth, innerWidth] = await page.evaluate(async () => {
      await document.fonts.ready;
      return [document.documentElement.scrollWidth, window.innerWidth];
    });
    if (scrollWidth > innerWidth) wide.push(`${path}: ${scrollWidth} px in a ${innerWidth} px window`);
  }
  return wide;
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test.describe('as the page first shows', () => {
    // The prerendered HTML, as a phone shows it before any script runs: islands hydrate to the
    // same DOM (the unit tests compare the two on every route), and without scripts each page
    // loads in a fraction of the time, which keeps 176 pages quick.
    test.use({ javaScriptEnabled: false });

    test('no page of the sitemap (but the verses) is wider than the window', async ({ page }) => {
      test.setTimeout(SITEMAP_PAGES.length * 5_000);
      expect(SITEMAP_PAGES.length).toBeGreaterThan(150);
      expect(await widePages(page, SITEMAP_PAGES)).toEqual([]);
    });
  });

  test('no page of any kind is wider than the window with its scripts running', async ({ page }) => {
    const paths = routeKinds();
    test.setTimeout(paths.length * 5_000);
    expect(await widePages(page, paths, { scripts: true })).toEqual([]);
  });
});
