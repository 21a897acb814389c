/**
 * No page scrolls sideways on a small phone: one page of every kind, and every text's page (whose
 * editions name long titles, file paths and hashes), at 320 and 375 px.
 */
import { expect, test } from '@playwright/test';
import { pagePath } from '../../content/src/contract/pages.ts';
import { loadCorpus } from '../../content/src/index.ts';
import { everyRoute } from './routes.ts';

const PAGES = [...everyRoute(), ...loadCorpus().texts.map((text) => pagePath.text(text.id))];

for (const width of [320, 375]) {
  test(`at ${width} px no page is wider than the window`, async ({ page }) => {
    test.setTimeout(PAGES.length * 5_000);
    await page.setViewportSize({ width, height: 740 });
    const wide: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${path}: ${scrollWidth} px`);
    }
    expect(wide).toEqual([]);
  });
}
