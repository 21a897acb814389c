/**
 * From a visitor's second page on, the browser holds the pages' compression dictionary and later
 * pages arrive compressed against it (dcz), a few kilobytes each (web/scripts/pageDictionary.ts).
 */
import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'block' });

test('a first page does not fetch the dictionary; the second does, and the third arrives as dcz', async ({ page }) => {
  const dictionaryRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/page-dictionary/')) dictionaryRequests.push(request.url());
  });
  await page.goto('/texts/dhanurveda_samhita/1.4');
  await page.waitForLoadState('networkidle');
  expect(dictionaryRequests).toEqual([]);

  await page.getByRole('link', { name: /1\.5/ }).first().click();
  await expect(page).toHaveURL(/1\.5$/);
  await expect.poll(() => dictionaryRequests.length).toBe(1);
  await page.waitForLoadState('networkidle');

  const third = page.waitForResponse((response) => response.url().endsWith('/texts/dhanurveda_samhita/1.6'));
  await page.getByRole('link', { name: /1\.6/ }).first().click();
  const response = await third;
  expect(await response.headerValue('content-encoding')).toBe('dcz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā 1.6');
});
