/**
 * Kept for later on the device: Save on an item, a verse and a quiz round; the Saved page lists
 * them across a reload and removes them; the home page offers to continue reading; and a saved
 * page and the Saved page open offline.
 */
import { expect, test, type Page } from '@playwright/test';
import { testIds, waitForHydration } from './support.ts';

async function save(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  const button = page.getByTestId(testIds.saveToggle);
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveText('Saved');
}

test('save an item, a verse and a round; list them after a reload; remove one; continue reading', async ({ page }) => {
  await save(page, '/astras/brahmastra');
  await save(page, '/texts/dhanurveda_samhita/1.66');
  await page.goto('/quiz/play?level=young&seed=abcd1234');
  await waitForHydration(page);
  for (let i = 0; i < 10; i++) {
    await page.getByTestId(testIds.quizPlayCard).getByRole('radio').first().check();
    await page.getByTestId(testIds.quizPlayCheck).click();
    await page.getByTestId(testIds.quizPlayNext).click();
  }
  await page.getByTestId(testIds.quizPlayEnd).getByTestId(testIds.saveToggle).click();

  await page.getByTestId(testIds.savedLink).click();
  await expect(page).toHaveURL(/\/saved$/);
  await page.reload();
  const list = page.getByTestId(testIds.savedList);
  await expect(list).toContainText('3 pages saved');
  await expect(list.getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Brahmāstra (Astras)' })).toHaveAttribute('href', '/astras/brahmastra');
  await expect(list.getByRole('link', { name: 'Dhanurveda-saṃhitā 1.66' })).toHaveAttribute(
    'href',
    '/texts/dhanurveda_samhita/1.66',
  );
  await expect(list.getByRole('link', { name: /^Quiz round, Young readers: \d+ out of 10$/ })).toHaveAttribute(
    'href',
    '/quiz/play?level=young&seed=abcd1234',
  );
  await list.getByRole('button', { name: 'Remove Brahmāstra (Astras)' }).click();
  await expect(list).toContainText('2 pages saved');
  await expect(list.getByRole('link', { name: 'Brahmāstra (Astras)' })).toHaveCount(0);

  // The verse was the last page read: the home page offers it.
  await page.goto('/');
  const welcome = page.getByTestId(testIds.continueReading);
  await expect(welcome.getByRole('link', { name: 'Continue reading: Dhanurveda-saṃhitā 1.66' })).toBeVisible();
  await expect(welcome.getByRole('link', { name: 'Saved (2)' })).toHaveAttribute('href', '/saved');
});

test('a first visit sees no "continue reading", and an empty Saved page says how to save', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByTestId(testIds.continueReading)).toHaveCount(0);
  await page.goto('/saved');
  await expect(page.getByTestId(testIds.savedList)).toHaveText(
    'Nothing saved yet. Press Save on any item, verse or quiz round to keep it here.',
  );
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('a saved page and the Saved page open without a connection', async ({ page, context }) => {
    test.slow();
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await save(page, '/vyuham/chakra_vyuha');
    // Stored for offline reading as it was saved.
    await expect
      .poll(() => page.evaluate(async () => (await caches.open('shastra-saved')).keys().then((keys) => keys.length)))
      .toBe(1);
    await context.setOffline(true);
    await page.goto('/saved');
    await expect(page.getByTestId(testIds.savedList).getByRole('link', { name: /Cakra/ })).toBeVisible();
    await page.getByTestId(testIds.savedList).getByRole('link', { name: /Cakra/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cakra');
    await context.setOffline(false);
  });
});
