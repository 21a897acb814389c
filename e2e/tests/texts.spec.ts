/**
 * The texts: a citation opens its verse, a range shows every verse of it, the pager walks the
 * text and says where verses are missing, a verse opens its chapter at its place, the verse lists
 * the pages citing it, and the script choice applies to the original.
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

  test('a reference inside the prose of a page opens its verses, in each edition', async ({ page }) => {
    await page.goto('/military_science/akshauhini');
    await page.getByRole('link', { name: 'Mahābhārata 1.2.19–22', exact: true }).first().click();
    await expect(page).toHaveURL(/\/texts\/mahabharata\/1\.2\.19-22$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mahābhārata 1.2.19–22');
    await page.goto('/hi/military_science/akshauhini');
    await page.getByRole('link', { name: 'महाभारत 1.2.19–22', exact: true }).first().click();
    await expect(page).toHaveURL(/\/hi\/texts\/mahabharata\/1\.2\.19-22$/);
  });

  test('a range shows each of its verses; the pager walks the text', async ({ page }) => {
    await page.goto('/texts/dhanurveda_samhita/1.73-75');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā 1.73–75');
    await expect(page.getByTestId(testIds.verseEntry)).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 2, name: '1.74' })).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Verses' });
    await pager.getByRole('link', { name: 'Next: 1.76 →' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā 1.76');
    await page.getByRole('navigation', { name: 'Verses' }).getByRole('link', { name: '← Previous: 1.75' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā 1.75');
    await page.getByRole('navigation', { name: 'Verses' }).getByRole('link', { name: 'All verses' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā (Vāsiṣṭhī)');
    await expect(page.getByText('Veṅkaṭeśvara (Steam) Press, Bombay').first()).toBeVisible();
  });

  test('a verse opens its chapter at its place, marked; the chapter reads in order', async ({ page }) => {
    await page.goto('/texts/dhanurveda_samhita/1.176');
    await page.getByRole('link', { name: 'Read it in section 1, in order' }).click();
    await expect(page).toHaveURL(/\/texts\/dhanurveda_samhita\/1#v1\.176$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā, section 1');
    await expect(page.getByTestId(testIds.chapterPage)).toContainText('The whole section: 262 verses, in order.');
    const target = page.locator('#v1\\.176');
    await expect(target).toBeInViewport();
    expect(await target.evaluate((element) => element.matches(':target'))).toBe(true);
    await expect(target).toContainText('Cited on this site');
    await expect(target.locator('[lang="sa"]')).toContainText('ब्राह्मं नारायणं');
    // In order: 1.1 first, 1.237.1 right after 1.237.
    const refs = await page.getByTestId(testIds.verseEntry).locator('h2 a').allTextContents();
    expect(refs[0]).toBe('1.1');
    expect(refs[refs.indexOf('1.237') + 1]).toBe('1.237.1');
    await page.getByRole('link', { name: 'Verse page 1.177' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā 1.177');
  });

  test('where the site lacks verses, the chapter, the pager and a range say which', async ({ page }) => {
    // The chapter with one of the lists of the seven sages: the site holds the five verses it cites.
    await page.goto('/texts/mahabharata/12.201.3');
    await expect(page.getByTestId(testIds.verseGap)).toHaveText([
      'The previous verse on this site, 12.49.80, is in another chapter.',
    ]);
    await page.goto('/texts/mahabharata/12.201.5');
    await expect(page.getByTestId(testIds.verseGap)).toHaveText(['Verses 12.201.6 to 12.201.30 are not on this site.']);
    const pager = page.getByTestId(testIds.versePager);
    await expect(pager.getByRole('link', { name: '← Previous: 12.201.4' })).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Next: 12.201.31 →' })).toBeVisible();
    await page.getByRole('link', { name: 'Read it in chapter 12.201, in order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mahābhārata, chapter 12.201');
    // The chapter's length is known (the text's chapter_lengths): the verses after the last held are named.
    await expect(page.getByTestId(testIds.chapterPage)).toContainText(
      'It has 35; not on this site: verses 1–2, 6–30, 33–35.',
    );
    await page.goto('/texts/ramayana/2.48.5-11');
    await expect(page.getByTestId(testIds.verseGap).first()).toContainText(
      'This site holds only some verses of this range. Not here: 2.48.7',
    );
  });

  test('a verse that begins or ends mid-sentence says where its sentence runs', async ({ page }) => {
    await page.goto('/texts/dhanurveda_samhita/1.242');
    await expect(page.getByTestId(testIds.verseSentence)).toHaveText([
      'The sentence begins in the verse before, 1.241.',
      'The sentence goes on in the next verse, 1.243.',
    ]);
    await page.getByTestId(testIds.verseSentence).last().getByRole('link', { name: '1.243' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā 1.243');
    await expect(page.getByTestId(testIds.verseSentence)).toHaveText([
      'The sentence begins in the verse before, 1.242.',
      'The sentence goes on in the next verse, 1.244.',
    ]);
    await page.goto('/hi/texts/dhanurveda_samhita/1.242');
    await expect(page.getByTestId(testIds.verseSentence).first()).toHaveText('यह वाक्य पिछले श्लोक, 1.241, से शुरू होता है।');
  });

  test('a part a text names by a word is shown by its name, in both editions', async ({ page }) => {
    await page.goto('/texts/sushruta_samhita/sutra.27.3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suśruta-saṃhitā Sūtrasthāna 27.3');
    await page.getByRole('link', { name: /^Read it in chapter Sūtrasthāna 27/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suśruta-saṃhitā, chapter Sūtrasthāna 27');
    await page.goto('/hi/texts/sushruta_samhita/kalpa.6.26');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('कल्पस्थान 6.26');
  });

  test('a chapter citation and the text page open the chapter page', async ({ page }) => {
    // The pāśupata's fight with the hunter fills the whole chapter, and its page cites the chapter.
    await page.goto('/astras/pashupata');
    await page.getByTestId(testIds.sources).getByRole('link', { name: '3.40', exact: true }).click();
    await expect(page).toHaveURL(/\/texts\/mahabharata\/3\.40$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mahābhārata, chapter 3.40');
    await page.goto('/texts/mahabharata');
    await page.getByRole('link', { name: 'chapter 7.166' }).click();
    await expect(page).toHaveURL(/\/texts\/mahabharata\/7\.166$/);
    const chapters = page.getByRole('navigation', { name: 'Chapters' });
    await expect(chapters.getByRole('link', { name: /^← chapter / })).toBeVisible();
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mahābhārata (vulgate numbering) 6.23.4–16');
    const entries = page.getByTestId(testIds.verseEntry);
    await expect(entries).toHaveCount(13);
    await expect(entries.first().locator('[lang="sa"]')).toContainText('नमस्ते सिद्धसेनानि आर्ये मन्दरवासिनि');
    await expect(page.getByTestId(testIds.citedOn).getByRole('link')).not.toHaveCount(0);
    await page.getByRole('navigation', { name: 'Verses' }).getByRole('link', { name: 'All verses' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Mahābhārata (Kumbhakonam edition, numbered as the vulgate)',
    );
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

  test('the list of texts is grouped, leads to each text, and starts reading at its first chapter', async ({
    page,
  }) => {
    await page.goto('/texts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The texts');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'The Veda',
      'The epics',
      'The purāṇas',
      'Śāstras and sūtras',
      'Later works',
      'Modern studies',
    ]);
    const shastras = page.getByRole('region', { name: 'Śāstras and sūtras' });
    await shastras.getByRole('link', { name: 'Start reading Dhanurveda-saṃhitā (Vāsiṣṭhī)' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhanurveda-saṃhitā, section 1');
    await page.goto('/texts');
    await page.getByRole('link', { name: 'Manusmṛti (Mānava-dharmaśāstra)', exact: true }).click();
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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the go-to-verse box opens a verse, or its chapter when the verse is not here', async ({ page }) => {
    await page.goto('/texts/mahabharata');
    const box = page.getByRole('textbox', { name: 'Go to a verse' });
    await box.fill('7.33.12');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/texts\/mahabharata\/7\.33\.12$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mahābhārata 7.33.12');
    await page.goto('/texts/mahabharata');
    await page.getByRole('textbox', { name: 'Go to a verse' }).fill('12 201 20');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/texts\/mahabharata\/12\.201$/);
    await expect(page.getByTestId(testIds.chapterPage)).toContainText('not on this site: verses 1–2, 6–30');
    await page.goto('/hi/texts/dhanurveda_samhita');
    await page.getByRole('textbox', { name: 'किसी श्लोक पर जाएँ' }).fill('1.66');
    await page.getByRole('button', { name: 'जाएँ' }).click();
    await expect(page).toHaveURL(/\/hi\/texts\/dhanurveda_samhita\/1\.66$/);
  });
});
