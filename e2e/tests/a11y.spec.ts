import { expect, test } from '@playwright/test';
import { fetchJson, testIds, waitForHydration, type InfoEntry, expectNoViolations } from './support.ts';

for (const width of [1280, 375]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('home, a category, an item, the API page and the error screen have no WCAG 2.1 AA violations', async ({
      page,
    }) => {
      const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
      const category = info[0];
      const type = category?.types[0];
      if (!category || !type) throw new Error('no content');
      for (const path of ['/', `/${category.id}`, `/${category.id}/${type.id}`, '/api', '/no/such/page']) {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoViolations(page);
      }
    });
  });
}

test('each view of issue 4 has no violations (listing, building, specific, info-style, military, medicine)', async ({
  page,
}) => {
  const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
  const ids = new Set(info.map((c) => c.id));
  const paths = ['/vyuham', '/weapon_building/bow_building', '/weapon_building/bow_building/bow', '/astras/brahmastra'];
  for (const id of ['ancient_indian_measurements', 'rules_of_war', 'seven_ways_of_fighting'])
    if (ids.has(id)) paths.push(`/${id}`);
  for (const id of ['military_science', 'use_of_medicines_and_charms']) {
    const first = info.find((c) => c.id === id)?.types[0];
    if (first) paths.push(`/${id}/${first.id}`);
  }
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoViolations(page);
  }
  // The open suggestion list.
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

test.describe('the open drawer', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('has no violations', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId(testIds.drawerToggle).click();
    await page.getByTestId(testIds.drawer).getByRole('button', { name: 'Dhanurveda' }).click();
    await expectNoViolations(page);
  });
});
