/**
 * Every route, each content page by name and each its own test: it renders its content without
 * JavaScript, and with JavaScript axe-core finds no WCAG 2.1 AA violation.
 */
import { expect, test } from '@playwright/test';
import { everyRoute } from './routes.ts';
import { expectNoViolations, waitForHydration } from './support.ts';

const ROUTES = everyRoute();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ROUTES) {
    test(`${path} answers 200 with its heading and main content in the HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const festival = path === '/devi' || path === '/decoration';
      const text = (await page.locator('main').first().innerText()).trim();
      // The festival pages are mostly pictures: a heading and the hymn button.
      expect(text.length, `${path} shows its content`).toBeGreaterThan(festival ? 30 : 200);
    });
  }
});

test.describe('axe', () => {
  for (const path of ROUTES) {
    test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoViolations(page);
    });
  }
});
