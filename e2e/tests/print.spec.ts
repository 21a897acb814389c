/**
 * A printed page is its content: no top bar, header, facts, footer, breadcrumb, search or buttons;
 * folded text unfolded; the page's address at the end, so the paper says where it came from.
 */
import { expect, test } from '@playwright/test';
import { testIds } from './support.ts';

const PAGES = ['/texts/mahabharata/7.166.38', '/astras/brahmastra', '/astras', '/ancient_indian_measurements'];

test.describe('printing', () => {
  for (const path of PAGES) {
    test(`${path} prints without the site’s chrome, with its address`, async ({ page }) => {
      await page.goto(path);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      for (const chrome of ['.topbar', '.header', '.footer', '.breadcrumb']) {
        await expect(page.locator(chrome).first(), chrome).toBeHidden();
      }
      await expect(page.getByTestId(testIds.factsBanner)).toBeHidden();
      const address = page.locator('.print-address');
      await expect(address).toBeVisible();
      await expect(address).toHaveText(new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      // A folded intro prints in full.
      const folded = page.locator('.read-more > p').first();
      if ((await folded.count()) > 0) await expect(folded).toBeVisible();
    });
  }

  test('on screen the address is not shown', async ({ page }) => {
    await page.goto('/astras');
    await expect(page.locator('.print-address')).toBeHidden();
  });
});
