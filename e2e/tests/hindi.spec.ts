/**
 * The Hindi edition as a visitor meets it: the language switch leads to the same page in the
 * other edition and is remembered without ever redirecting; the site search finds Hindi words in
 * both editions, and a Hindi page's results lead to Hindi pages.
 */
import { expect, test, type Page } from '@playwright/test';
import { testIds } from './support.ts';

const topBarSwitch = (page: Page) => page.locator('.topbar .language-switch');

test.describe('the Hindi edition', () => {
  test('the language switch opens the same page in Hindi and back, and remembers the choice without redirecting', async ({
    page,
  }) => {
    await page.goto('/astras/brahmastra');
    await topBarSwitch(page).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/astras\/brahmastra$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ब्रह्मास्त्र');
    await expect(page).toHaveTitle('ब्रह्मास्त्र (अस्त्र) | शास्त्र');
    await expect(page.getByRole('link', { name: 'अस्त्र', exact: true }).first()).toHaveAttribute('href', '/hi/astras');

    // A shared English link opens in English: the choice only makes the Hindi link stand out.
    await page.goto('/astras');
    await expect(page).toHaveURL(/\/astras$/);
    await expect(page.locator('html')).toHaveAttribute('data-prefer-locale', 'hi');
    await topBarSwitch(page).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/astras$/);
    await topBarSwitch(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/astras$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the header search of a Hindi page suggests the Hindi page of a Hindi name', async ({ page }) => {
    await page.goto('/hi/');
    await page.getByTestId(testIds.siteSearchInput).fill('ब्रह्मास्त्र');
    const first = page.getByTestId(testIds.siteSearchSuggestions).getByRole('option').first();
    await expect(first).toContainText('ब्रह्मास्त्र');
    await first.click();
    await expect(page).toHaveURL(/\/hi\/astras\/brahmastra$/);
  });

  // ब्रह्मास्त्र, चक्रव्यूह and धनुष are found in both editions, each edition's results leading to its pages.
  for (const query of ['ब्रह्मास्त्र', 'चक्रव्यूह', 'धनुष']) {
    for (const edition of ['', '/hi'] as const) {
      test(`${edition || '/'}: the results page finds ${query}`, async ({ page }) => {
        const response = await page.goto(`${edition}/search?q=${encodeURIComponent(query)}`);
        expect(response?.status()).toBe(200);
        const first = page.getByTestId(testIds.searchResults).locator('.search-hit a').first();
        await expect(first).toHaveAttribute('href', edition ? /^\/hi\// : /^\/(?!hi\/)/);
      });
    }
  }

  test('a Hindi results page lists Hindi pages and says so in Hindi', async ({ page }) => {
    const response = await page.goto(`/hi/search?q=${encodeURIComponent('चक्रव्यूह')}`);
    expect(response?.status()).toBe(200);
    const first = page.getByTestId(testIds.searchResults).locator('.search-hit').first();
    await expect(first).toContainText('चक्रव्यूह');
    await expect(first.locator('a').first()).toHaveAttribute('href', /^\/hi\/vyuham\//);
    await expect(page).toHaveTitle('खोज: चक्रव्यूह | शास्त्र');
  });
});
