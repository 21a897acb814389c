import { expect, test } from '@playwright/test';
import { endlessAnimations, fetchJson, testIds, waitForHydration, type InfoEntry } from './support.ts';

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

test("the banner's lamp flickers while the banner is pointed at or focused, and rests otherwise", async ({ page }) => {
  await page.goto('/');
  const lamp = page.locator('.festival-banner__lamp');
  const banner = page.getByRole('link', { name: /^Happy Navratri!/ });
  await expect(lamp).toHaveCSS('animation-name', 'none');
  await banner.hover();
  await expect(lamp).toHaveCSS('animation-name', 'flicker');
  expect(await endlessAnimations(page)).toEqual(['flicker on span.festival-banner__lamp']);
  await page.mouse.move(0, 400);
  await expect(lamp).toHaveCSS('animation-name', 'none');
  await banner.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(banner).toBeFocused();
  await expect(lamp).toHaveCSS('animation-name', 'flicker');
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
  // The filter reads a card's name, its English gloss and the other names it is known by.
  const expected = info.filter((c) =>
    [c.name, c.gloss ?? '', ...(c.aliases ?? [])].some((text) => text.toLowerCase().includes(query.toLowerCase())),
  );
  await expect(page.getByTestId(testIds.categoryCard)).toHaveCount(expected.length);
  await expect(page.getByTestId(testIds.categoryCard).first().locator('.card__name mark')).toHaveText(
    new RegExp(query, 'i'),
  );
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

test.describe('the DHANURVEDA bows', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('animate in as the section scrolls into view', async ({ page }) => {
    await page.goto('/');
    const bow = page.locator('.dhanurveda__bow--left');
    // Below the fold the bows wait, hidden; scrolled to the middle of the screen they are in place.
    await expect(bow).toHaveCSS('opacity', '0');
    await page.locator('.dhanurveda__title').evaluate((title) => title.scrollIntoView({ block: 'center' }));
    await expect(bow).toHaveCSS('opacity', '1');
    await expect(page.locator('.dhanurveda__bow--right')).toHaveCSS('opacity', '1');
  });

  test('stand still in place with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('.dhanurveda__bow--left')).toHaveCSS('opacity', '1');
  });
});
