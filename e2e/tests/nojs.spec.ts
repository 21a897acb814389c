import { expect, test } from '@playwright/test';
import { fetchJson, testIds, type InfoEntry } from './support.ts';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its content, a fact and every category', async ({ page }) => {
    const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'DHANURVEDA' })).toBeVisible();
    await expect(page.getByTestId(testIds.factText)).not.toBeEmpty();
    await expect(page.getByTestId(testIds.categoryCard)).toHaveCount(info.length);
    await expect(page.locator('.dhanurveda__bow--left')).toBeVisible();
  });

  test('a category page and an item page show their content', async ({ page }) => {
    const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
    const category = info[0];
    const type = category?.types[0];
    if (!category || !type) throw new Error('no content');
    await page.goto(`/${category.id}`);
    await expect(page.getByTestId(testIds.itemCard)).toHaveCount(category.types.length);
    await page.goto(`/${category.id}/${type.id}`);
    await expect(page.getByRole('heading', { level: 1, name: type.name })).toBeVisible();
    await expect(page.getByTestId(testIds.sources)).toBeVisible();
  });

  test('the menu opens on hover without JavaScript', async ({ page }) => {
    const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
    await page.goto('/');
    await page.getByTestId(testIds.menuButton).hover();
    await expect(
      page.getByTestId(testIds.dhanurvedaMenu).getByRole('link', { name: info[0]?.name, exact: true }),
    ).toBeVisible();
  });

  test('the quiz, the sage, the measurements and the festival pages show their content', async ({ page }) => {
    await page.goto('/quiz?q=2');
    await expect(page.getByText('Question 2 of')).toBeVisible();
    await page.goto('/saptarishi');
    await expect(page.getByRole('heading', { name: 'Who Was Vasiṣṭha?' })).toBeVisible();
    await page.goto('/ancient_indian_measurements');
    await expect(page.locator('.measurement-card').first()).toBeVisible();
    await page.goto('/devi');
    await expect(page.getByRole('heading', { level: 1, name: 'Durga Pandal' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Durgā/ })).toBeVisible();
  });
});
