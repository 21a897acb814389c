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
