/**
 * Item pages lead somewhere next: related items (what the texts say counters what, the same deity,
 * a verse both cite), each with why, and previous and next in the category.
 */
import { expect, test } from '@playwright/test';
import { testIds } from './support.ts';

const related = (page: import('@playwright/test').Page) => page.getByTestId(testIds.relatedLinks).getByRole('listitem');

test('the āgneya leads to the vāruṇa that quells it, with the verse that says so', async ({ page }) => {
  await page.goto('/astras/agneyastra');
  const nav = page.getByRole('navigation', { name: 'Where to go next' });
  const varuna = related(page).filter({ has: page.getByRole('link', { name: 'Vāruṇa', exact: true }) });
  await expect(varuna).toContainText('which counters this one');
  await expect(varuna.getByRole('link', { name: '7.73.45–48' })).toHaveAttribute(
    'href',
    '/texts/mahabharata/7.73.45-48',
  );
  await expect(nav.locator('a[rel="prev"]')).toContainText('Kālapāśa');
  await expect(nav.locator('a[rel="next"]')).toContainText('Vāruṇa');
  // And the other end says it the other way round.
  await varuna.getByRole('link', { name: 'Vāruṇa', exact: true }).click();
  await expect(page).toHaveURL(/\/astras\/varunastra$/);
  await expect(related(page).filter({ hasText: 'Āgneya' }).first()).toContainText('which this one counters');
});

test('the half-moon formation names the formations it answered, and the brahmaśiras its deity’s astras', async ({
  page,
}) => {
  await page.goto('/vyuham/ardhachandra_vyuha');
  await expect(related(page).filter({ hasText: 'Garuḍa' })).toContainText('which this one counters');
  await expect(related(page).filter({ hasText: 'Makara' })).toContainText('which this one counters');
  await page.goto('/astras/brahmashiras');
  await expect(related(page).filter({ hasText: 'Brahmāstra' }).first()).toContainText('also of Brahmā');
});

test('a verse both pages cite links them, and the first item of a category has no previous', async ({ page }) => {
  await page.goto('/astras/bhaumastra');
  const parvata = related(page).filter({ has: page.getByRole('link', { name: 'Pārvata', exact: true }) });
  await expect(parvata).toContainText('also cites');
  await expect(parvata.getByRole('link', { name: '1.125.20' })).toBeVisible();
  await page.goto('/astras/brahmastra');
  const nav = page.getByTestId(testIds.nextSteps);
  await expect(nav.locator('a[rel="prev"]')).toHaveCount(0);
  await expect(nav.locator('a[rel="next"]')).toContainText('Brahmaśiras');
});

test('in Hindi the related links stay in the Hindi edition', async ({ page }) => {
  await page.goto('/hi/astras/agneyastra');
  const nav = page.getByRole('navigation', { name: 'आगे क्या पढ़ें' });
  await expect(nav.getByText('जो इसका उत्तर है').first()).toBeVisible();
  await expect(nav.locator('a[rel="next"]')).toHaveAttribute('href', '/hi/astras/varunastra');
});
