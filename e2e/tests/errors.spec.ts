import { expect, test } from '@playwright/test';
import { testIds } from './support.ts';

test('an unknown route shows the default error screen with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no/such/page/at/all');
  expect(response?.status()).toBe(404);
  const screen = page.getByTestId(testIds.errorScreen);
  await expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(screen.getByText('404 Not Found')).toBeVisible();
  // The shared layout is still there to help the visitor on.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('an unknown category id is a 404 page too', async ({ page }) => {
  const response = await page.goto('/no_such_category');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
});

test('an unknown document answers 404 with a JSON error', async ({ request }) => {
  const response = await request.get('/documents/no_such_thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'No document at /documents/no_such_thing', status: 404 });
});

test('the 404 page keeps the error screen’s words and offers a way on: plain words, a search, the sections', async ({
  page,
}) => {
  const response = await page.goto('/no_such_page_here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  for (const name of ['Sages', 'Texts', 'Quiz']) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('main').getByRole('searchbox', { name: 'Search Shastra' }).fill('astra');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=astra$/);
});
