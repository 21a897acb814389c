/**
 * Every route, each content page by name and each its own test: once hydrated, axe-core finds no
 * WCAG 2.1 AA violation. (That every page reads without JavaScript is checked on its server HTML by
 * the link crawl, scripts/crawl-links.ts, and in a browser by nojs.spec.ts.)
 */
import { test } from '@playwright/test';
import { everyRoute } from './routes.ts';
import { expectNoViolations, waitForHydration } from './support.ts';

const ROUTES = everyRoute();

test.describe('axe', () => {
  for (const path of ROUTES) {
    test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoViolations(page);
    });
  }
});
