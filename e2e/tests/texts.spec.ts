/**
 * The texts: a citation opens its verse, a range shows every verse of it, the pager walks the
 * text, the verse lists the pages citing it, and the script choice applies to the original.
 * (That every verse page reads without JavaScript is checked by the link crawl.)
 */
import { expect, test } from '@playwright/test';
import { testIds, waitForHydration } from './support.ts';

test.describe('texts and verses', () => {
  test('a citation opens its verse, which links back to the page citing it', async ({ page }) => {
    await page.goto('/astras/narayanastra');
    const sources = page.getByTestId(testIds.sources);
    await sources.getByRole('link', { name: '1.176' }).click();
    await expect(page).toHaveURL(/\/texts\/dhanurveda_samhita\/1\.176$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā 1.176');
    const entry = page.getByTestId(testIds.verseEntry);
    await expect(entry).toHaveCount(1);
    await expect(entry.locator('[lang="sa"]')).toContainText('ब्राह्मं नारायणं');
    await expect(entry.locator('[lang="sa-Latn"]')).toContainText('brāhmaṃ nārāyaṇaṃ');
    await expect(entry).toContainText('He should master the brāhma, nārāyaṇa');
    await expect(entry).toContainText('Printed as 76 in the edition.');
    const citedOn = page.getByTestId(testIds.citedOn);
    await citedOn.getByRole('link', { name: 'Nārāyaṇāstra' }).click();
    await expect(page).toHaveURL(/\/astras\/narayanastra$/);
  });

  test('a range shows each of its verses; the pager walks the text', async ({ page }) => {
    await page.goto('/texts/dhanurveda_samhita/1.73-75');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā 1.73–75');
    await expect(page.getByTestId(testIds.verseEntry)).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 2, name: '1.74' })).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Verses' });
    await pager.getByRole('link', { name: '1.76 →' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā 1.76');
    await page.getByRole('navigation', { name: 'Verses' }).getByRole('link', { name: '← 1.75' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā 1.75');
    await page.getByRole('navigation', { name: 'Verses' }).getByRole('link', { name: 'All verses' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā (Vāsiṣṭhī)');
    await expect(page.getByText('Veṅkaṭeśvara (Steam) Press, Bombay').first()).toBeVisible();
  });

  test('a Mahābhārata verse keeps the Critical Edition’s number and prints the Kumbhakonam text', async ({ page }) => {
    await page.goto('/texts/mahabharata/7.33.12');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mahābhārata 7.33.12');
    const entry = page.getByTestId(testIds.verseEntry);
    await expect(entry.locator('[lang="sa"]')).toContainText('पद्मव्यूहो महाराज');
    await expect(entry).toContainText('Printed as 7.34.2 in the edition.');
    await expect(entry).toContainText('The Critical Edition reads cakravyūha');
    // Where the e-text numbers no verses and no numbered copy of the chapter exists, the page says so.
    await page.goto('/texts/mahabharata/1.120.2');
    await expect(page.getByTestId(testIds.verseEntry)).toContainText(
      'Printed as 1.140.2 in the edition, by our count of the e-text’s verses.',
    );
    await page.getByRole('navigation', { name: 'Verses' }).getByRole('link', { name: 'All verses' }).click();
    await expect(page.getByText('Nirnaya Sagar Press, Bombay').first()).toBeVisible();
  });

  test('Arjuna’s hymn to Durgā opens as a range of the vulgate, read in the Kumbhakonam edition', async ({ page }) => {
    await page.goto('/texts/mahabharata_vulgate/6.23.4-16');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mahābhārata (vulgate) 6.23.4–16');
    const entries = page.getByTestId(testIds.verseEntry);
    await expect(entries).toHaveCount(13);
    await expect(entries.first().locator('[lang="sa"]')).toContainText('नमस्ते सिद्धसेनानि आर्ये मन्दरवासिनि');
    await expect(page.getByTestId(testIds.citedOn).getByRole('link')).not.toHaveCount(0);
    await page.getByRole('navigation', { name: 'Verses' }).getByRole('link', { name: 'All verses' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mahābhārata (the vulgate)');
    await expect(page.getByText('Nirnaya Sagar Press, Bombay').first()).toBeVisible();
  });

  test('the script choice shows the original in Devanagari, IAST or both', async ({ page }) => {
    await page.goto('/texts/dhanurveda_samhita/1.176');
    await waitForHydration(page);
    const entry = page.getByTestId(testIds.verseEntry);
    await expect(entry.locator('[lang="sa"]')).toBeVisible();
    await expect(entry.locator('[lang="sa-Latn"]')).toBeVisible();
    await page.getByTestId(testIds.scriptSwitch).selectOption('iast');
    await expect(entry.locator('[lang="sa"]')).toBeHidden();
    await expect(entry.locator('[lang="sa-Latn"]')).toBeVisible();
    await page.getByTestId(testIds.scriptSwitch).selectOption('devanagari');
    await expect(entry.locator('[lang="sa"]')).toBeVisible();
    await expect(entry.locator('[lang="sa-Latn"]')).toBeHidden();
  });

  test('the list of texts leads to each text', async ({ page }) => {
    await page.goto('/texts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The texts');
    await page.getByRole('link', { name: 'Manusmṛti (Mānava-dharmaśāstra)' }).click();
    await expect(page).toHaveURL(/\/texts\/manusmriti$/);
  });

  test('a text we hold whole says so; a text we hold none of says that', async ({ page }) => {
    await page.goto('/texts/dhanurveda_samhita');
    await expect(page.getByText(/^The whole text is here: all \d+ verses, each with our translation\.$/)).toBeVisible();
    await page.goto('/texts/nighantu');
    await expect(
      page.getByText('We hold no verse of this text yet: its citations name it without opening a verse.'),
    ).toBeVisible();
  });
});
