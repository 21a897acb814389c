/**
 * A phone's first screen belongs to the page: at 375 × 740, on one page of every kind of route
 * (routes.ts), the page's own heading starts on the first screen, the breadcrumb is the first thing
 * in the main content (the home page has none, nor the festival pages, whose stage is the whole
 * screen: docs/decisions.md, "Layout and interaction"), and a listing's first card is within two
 * screens. The same page, once its scripts have run, does not scroll sideways: narrow.spec.ts's
 * check at 375 px with scripts, made here so the page is opened once for both.
 */
import { expect, test } from '@playwright/test';
import { routeKinds } from './routes.ts';
import { testIds, waitForHydration } from './support.ts';

const SCREEN = { width: 375, height: 740 };

test.describe('a phone’s first screen', () => {
  test.use({ viewport: SCREEN });

  for (const path of routeKinds()) {
    test(`${path}: heading on the first screen, breadcrumb first, no sideways scroll`, async ({ page }) => {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      const top = await heading.evaluate((el) => el.getBoundingClientRect().top + scrollY);
      // The heading's first line, not just its top edge, is on the screen.
      expect(top, `the heading of ${path} starts ${Math.round(top)} px down`).toBeLessThan(SCREEN.height - 40);

      if (!['/', '/devi', '/decoration'].includes(path)) {
        const first = await page.evaluate(() => {
          // The first words of the main content that are on the screen.
          const walker = document.createTreeWalker(
            document.querySelector('main') ?? document.body,
            NodeFilter.SHOW_TEXT,
          );
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const element = node.parentElement;
            if (!node.textContent?.trim() || !element || element.getClientRects().length === 0) continue;
            return element.closest('nav')?.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
          }
          return null;
        });
        expect(first, `the first thing in the main content of ${path}`).toBe('Breadcrumb');
      }

      const cards = page.getByTestId(testIds.itemCard);
      if ((await cards.count()) > 0) {
        const cardTop = await cards.first().evaluate((el) => el.getBoundingClientRect().top + scrollY);
        expect(cardTop, `the first card of ${path}`).toBeLessThan(SCREEN.height * 2);
      }

      await waitForHydration(page);
      // The page's fonts set the width of its words.
      const [scrollWidth, innerWidth] = await page.evaluate(async () => {
        await document.fonts.ready;
        return [document.documentElement.scrollWidth, window.innerWidth];
      });
      expect(scrollWidth, `the width of ${path} with its scripts running`).toBeLessThanOrEqual(innerWidth);
    });
  }
});
