/**
 * One page of every kind of route (routes.ts), each its own test: once hydrated, axe-core finds no
 * WCAG 2.1 AA violation, and nothing on the page moves for ever but on the festival pages, whose
 * motion is what they are for. (That every page reads without JavaScript is checked on its server
 * HTML by the link crawl, scripts/crawl-links.ts, and in a browser by nojs.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { FIXED_PAGES } from '../../content/src/contract/pages.ts';
import { routeKinds } from './routes.ts';
import { endlessAnimations, expectNoViolations, waitForHydration } from './support.ts';

const ROUTES = routeKinds();
const FESTIVAL_PAGES = new Set<string>([FIXED_PAGES.decoration, FIXED_PAGES.devi]);

test.describe('axe', () => {
  for (const path of ROUTES) {
    test(`${path} has no WCAG 2.1 AA violations and no endless motion`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoViolations(page);
      if (!FESTIVAL_PAGES.has(path)) expect(await endlessAnimations(page)).toEqual([]);
    });
  }
});
