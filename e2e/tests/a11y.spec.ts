/**
 * axe beyond one page per route (routes.spec.ts): the phone layout, what only shows after a click
 * (open menus, dialogs, suggestion lists), and two of its best practices on the pages with the most
 * landmarks.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, testIds, waitForHydration, expectNoViolations } from './support.ts';

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const path of ['/', '/arrow_heads', '/arrow_heads/kshurapra', '/api', '/no/such/page']) {
    test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoViolations(page);
    });
  }

  test('the open drawer has no violations', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId(testIds.drawerToggle).click();
    await page.getByTestId(testIds.drawerCategories).click();
    await expectNoViolations(page);
  });
});

test('the error screen has no violations', async ({ page }) => {
  await page.goto('/no/such/page');
  await waitForHydration(page);
  await expectNoViolations(page);
});

// The scan itself: what the checks above rely on finds a violation when there is one.
test('the scan names a violation a page gains: a picture without a text alternative', async ({ page }) => {
  await page.goto('/no/such/page');
  await waitForHydration(page);
  await page.getByRole('main').evaluate((main) => {
    const picture = document.createElement('img');
    picture.src = '/icons/icon-192.webp';
    picture.className = 'no-alt';
    main.append(picture);
  });
  expect(await axeViolations(page)).toEqual(['image-alt: .no-alt']);
});

test('the open suggestion list has no violations', async ({ page }) => {
  await page.goto('/arrow_heads');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('combobox').fill('a');
  await expect(page.getByTestId(testIds.suggestions)).toBeVisible();
  await expectNoViolations(page);
});

test('the open Donate dialog and the open menu have no violations', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByTestId(testIds.menuButton).click();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await page.getByTestId(testIds.donateButton).click();
  await expect(page.getByTestId(testIds.donateDialog)).toBeVisible();
  await expectNoViolations(page);
});

// Every part of a page inside a landmark (the top bar is one of its own), and no two landmarks of
// one kind with the same name (each search is named).
for (const path of ['/', '/astras', '/search?q=vyuha', '/hi/no/such/page']) {
  test(`${path}: everything is in a landmark, and no two landmarks share a name`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoViolations(page, '', ['region', 'landmark-unique']);
  });
}
