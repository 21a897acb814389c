import { expect, test } from '@playwright/test';
import { fetchJson, testIds, waitForHydration, type InfoEntry } from './support.ts';

test('the home page shows the festival banner, intro, title, categories and sections', async ({ page }) => {
  const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
  await page.goto('/');
  const banner = page.getByRole('link', {
    name: 'Happy Navratri! Click here to visit the Durga Pandal and discover the rare Stuti of Maa Durga by Arjun from the Mahabharata',
  });
  await expect(banner).toHaveAttribute('href', '/devi');
  await expect(banner).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { name: 'DHANURVEDA' })).toBeVisible();
  await expect(page.getByTestId(testIds.categoryCard)).toHaveCount(info.length);
  for (const heading of ['About Us', 'Our Mission', 'Our Vision', 'Contact Us', 'Feedback']) {
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
  }
  await expect(page.locator('#contactus').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page).toHaveTitle(/Shastra/);
});

test('the search box filters the category cards live and clears', async ({ page }) => {
  const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
  const target = info[info.length - 1];
  if (!target) throw new Error('no categories');
  await page.goto('/');
  await waitForHydration(page);
  const search = page.getByRole('searchbox', { name: 'Search the topics' });
  const query = target.name.slice(0, 4).toUpperCase();
  await search.fill(query);
  const expected = info.filter((c) => c.name.toLowerCase().includes(query.toLowerCase()));
  await expect(page.getByTestId(testIds.categoryCard)).toHaveCount(expected.length);
  await expect(page.getByTestId(testIds.categoryCard).first().locator('mark')).toHaveText(new RegExp(query, 'i'));
  await search.fill('zzzz no such topic');
  await expect(page.getByTestId(testIds.categoryCard)).toHaveCount(0);
  await expect(page.getByText('No topic matches your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByTestId(testIds.categoryCard)).toHaveCount(info.length);
});

test('a card goes to its category page', async ({ page }) => {
  const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
  await page.goto('/');
  await waitForHydration(page);
  await page.getByTestId(testIds.categoryCard).first().click();
  await expect(page).toHaveURL(new RegExp(`/${info[0]?.id}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(info[0]?.name ?? '');
});

test('a failed info fetch shows "Error: " and the message in red', async ({ page }) => {
  await page.goto('/quiz-nowhere');
  await waitForHydration(page);
  await page.route('**/documents/info', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const error = page.getByTestId(testIds.homeError);
  await expect(error).toHaveText('Error: Request failed with status code 500');
  await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');
});

test('the DHANURVEDA bows animate in when scrolled into view', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const title = page.locator('.dhanurveda__title');
  await expect(title).toHaveClass(/reveal--waiting|reveal--revealed/);
  await title.scrollIntoViewIfNeeded();
  await expect(title).toHaveClass(/reveal--revealed/);
  await expect(page.locator('.dhanurveda__bow--left')).toHaveCSS('opacity', '1');
});
