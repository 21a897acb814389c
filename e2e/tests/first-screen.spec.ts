/**
 * A phone's first screen belongs to the page: at 375 × 740, on one page of every route, the page's
 * own heading starts on the first screen, the breadcrumb is the first thing in the main content
 * (the home page has none, nor the festival pages, whose stage is the whole screen:
 * docs/decisions.md, "Layout and interaction"), and a listing's first card is within two screens.
 */
import { expect, test } from '@playwright/test';
import { everyRoute } from './routes.ts';
import { testIds } from './support.ts';

const SCREEN = { width: 375, height: 740 };

test.describe('a phone’s first screen', () => {
  test.use({ viewport: SCREEN });

  for (const path of everyRoute()) {
    test(`${path}: heading on the first screen, breadcrumb first`, async ({ page }) => {
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
    });
  }
});
