import { expect, test, type Page } from '@playwright/test';
import { loadedFamilies, testIds, waitForHydration } from './support.ts';

/** Types into the header search and returns the suggestion titles shown. */
async function suggest(page: Page, query: string) {
  const input = page.getByTestId(testIds.siteSearchInput);
  await input.fill(query);
  const list = page.getByTestId(testIds.siteSearchSuggestions);
  await expect(list.getByRole('option').first()).toBeVisible();
  return list;
}

const firstTitle = (page: Page) => page.getByTestId(testIds.searchResults).locator('.search-hit__title').first();

test.describe('site-wide search', () => {
  // Each spelling family finds the same entry first, on the server-rendered results page.
  for (const [expected, spellings] of [
    ['Śārṅga Bow', ['Śārṅga', 'sarnga', 'sharnga', 'शार्ङ्ग']],
    ['Kṣurapra', ['kṣurapra', 'ksurapra', 'kshurapra']],
    ['Vasiṣṭha', ['saptarṣi', 'saptarishi', 'सप्तर्षि']],
  ] as const) {
    for (const spelling of spellings) {
      test(`/search?q=${spelling} finds ${expected} first`, async ({ page }) => {
        const response = await page.goto(`/search?q=${encodeURIComponent(spelling)}`);
        expect(response?.status()).toBe(200);
        await expect(firstTitle(page)).toContainText(expected);
        await expect(page).toHaveTitle(`Search: ${spelling} | Shastra`);
      });
    }
  }

  test('a Devanagari query marks the match in the name and its Sanskrit', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('वसिष्ठ')}`);
    const first = page.getByTestId(testIds.searchResults).locator('.search-hit').first();
    await expect(first.locator('.search-hit__title')).toContainText('Vasiṣṭha');
    await expect(first.locator('.search-hit__sanskrit mark')).toHaveText('वसिष्ठ');
  });

  test('a Devanagari query is drawn in a Devanagari font, in the field and where the page repeats it', async ({
    page,
  }) => {
    await page.goto(`/search?q=${encodeURIComponent('वसिष्ठ')}`);
    await waitForHydration(page);
    const summary = page.getByTestId(testIds.searchSummary);
    await expect(summary).toHaveText(/ for “वसिष्ठ”$/);
    const family = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(await family('.search-page__input')).toMatch(/^"Noto Sans Devanagari"/);
    expect(await summary.locator('[lang="sa"]').textContent()).toBe('वसिष्ठ');
    expect(await family('.search-page__summary [lang="sa"]')).toMatch(/^"Noto Sans Devanagari"/);
    // Typed in Latin letters, the field is Latin again.
    await page.getByTestId(testIds.searchPageInput).fill('vasishtha');
    expect(await family('.search-page__input')).toMatch(/^"Noto Sans"/);
    await expect(summary.locator('[lang]')).toHaveCount(0);
  });

  test('the header suggests as you type, with prefixes and one typo forgiven', async ({ page }) => {
    await page.goto('/astras');
    await waitForHydration(page);
    let list = await suggest(page, 'brahm');
    await expect(list.getByRole('option').first()).toContainText('Brahm');
    list = await suggest(page, 'brhamastra');
    await expect(list.getByRole('option').first()).toContainText('Brahmāstra');
    await expect(list.getByRole('option').first().locator('mark').first()).toHaveText('Brahmāstra');
  });

  test('keyboard: / focuses the search, arrows move, Enter opens the chosen result', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('/');
    const input = page.getByTestId(testIds.siteSearchInput);
    await expect(input).toBeFocused();
    await page.keyboard.type('ksura');
    const options = page.getByTestId(testIds.siteSearchSuggestions).getByRole('option');
    await expect(options.first()).toContainText('Kṣurapra');
    await expect(options.nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/arrow_heads\/kshurapra$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kṣurapra');
  });

  test('Enter without a chosen suggestion opens the results page; it follows its field as you type', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId(testIds.siteSearchInput).fill('vyuha');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=vyuha$/);
    await expect(page.getByTestId(testIds.searchSummary)).toContainText('for “vyuha”');
    const field = page.getByTestId(testIds.searchPageInput);
    await expect(field).toHaveValue('vyuha');
    // The results follow the field once the page is interactive (before, Enter submits it).
    await waitForHydration(page);
    await field.fill('chakra vyuha');
    await expect(page).toHaveURL(/\/search\?q=chakra%20vyuha$/);
    await expect(firstTitle(page)).toContainText('Cakra');
    await field.fill('vyuha');
    await expect(page.getByTestId(testIds.searchResults).getByRole('link').nth(2)).toBeVisible();
    // Arrow keys walk from the field into the results and back.
    await field.press('ArrowDown');
    await expect(page.getByTestId(testIds.searchResults).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId(testIds.searchResults).getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(field).toBeFocused();
  });

  test('the verses that name a word are listed below the pages, and follow the field as you type', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('क्षुरप्र')}`);
    const verses = page.getByTestId(testIds.searchVerses);
    await expect(verses.getByRole('heading', { name: 'Verses' })).toBeVisible();
    await expect(verses.getByRole('link', { name: /Dhanurveda-saṃhitā 1\.64/ })).toHaveAttribute(
      'href',
      '/texts/dhanurveda_samhita/1.64',
    );
    await waitForHydration(page);
    await page.getByTestId(testIds.searchPageInput).fill('kākatuṇḍī');
    await expect(verses.getByRole('link', { name: /Dhanurveda-saṃhitā 1\.89/ })).toHaveAttribute(
      'href',
      '/texts/dhanurveda_samhita/1.89',
    );
  });

  test('a word that only verses hold says so, and lists them', async ({ page }) => {
    await page.goto('/search?q=yogin%C4%AB');
    const summary = page.getByTestId(testIds.searchSummary);
    await expect(summary).toHaveText(/^No pages for “yoginī”, but (a verse names it|\d+ verses name it)\.$/);
    const count = Number(/(\d+) verses/.exec((await summary.textContent()) ?? '')?.[1] ?? 1);
    await expect(page.getByTestId(testIds.searchVerses).getByRole('link')).toHaveCount(count);
  });

  test('the count names the pages and the verses listed, which are listed apart', async ({ page }) => {
    await page.goto('/search?q=arjuna');
    const summary = page.getByTestId(testIds.searchSummary);
    await expect(summary).toHaveText(/^\d+ pages and (the first )?\d+ verses for “arjuna”$/);
    const [, pages, verses] =
      /^(\d+) pages and (?:the first )?(\d+) verses/.exec((await summary.textContent()) ?? '') ?? [];
    await expect(page.getByTestId(testIds.searchResults).locator(':scope > li')).toHaveCount(Number(pages));
    await expect(page.getByTestId(testIds.searchVerses).locator('li')).toHaveCount(Number(verses));
  });

  test('no match and an empty query say so', async ({ page }) => {
    await page.goto('/search?q=xyzzyq');
    await expect(page.getByTestId(testIds.searchSummary)).toHaveText(
      'No results for “xyzzyq”. Try another spelling or fewer words.',
    );
    await page.goto('/search');
    const summary = page.getByTestId(testIds.searchSummary);
    await expect(summary).toHaveText(
      'Try a name in any spelling (sharnga, Śārṅga or शार्ङ्ग), a sage, or a word from a fact.',
    );
    // The sample name is drawn with the site's Devanagari face.
    const sample = summary.locator('[lang="sa"]');
    await expect(sample).toHaveText('शार्ङ्ग');
    await expect.poll(() => loadedFamilies(page)).toContain('Noto Sans Devanagari');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test('the header search icon opens the results page with its field focused', async ({ page }) => {
      await page.goto('/astras');
      await waitForHydration(page);
      await expect(page.getByTestId(testIds.siteSearchInput)).toBeHidden();
      await page.getByRole('link', { name: 'Search the site' }).click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(page.getByTestId(testIds.searchPageInput)).toBeFocused();
    });
  });
});

test.describe('one spelling-blind key in every search field', () => {
  test('sharnga finds Śārṅga in the header, the results page and a listing; vyūham finds Vyuham on the home page', async ({
    page,
  }) => {
    await page.goto('/weapon_building/bow_building');
    await waitForHydration(page);
    // The header's suggestions.
    const header = await suggest(page, 'sharnga');
    await expect(header.getByRole('option').first()).toContainText('Śārṅga');
    await page.getByTestId(testIds.siteSearchInput).fill('');
    // The listing's field: its suggestions and its cards.
    const listing = page.getByRole('main').getByRole('combobox');
    await listing.fill('sharnga');
    await expect(page.getByTestId(testIds.suggestions).getByRole('option')).toHaveText(['Śārṅga Bow']);
    await expect(page.getByTestId(testIds.itemCard).locator('.card__name')).toHaveText(['Śārṅga Bow']);
    // The results page, from the header form.
    await page.getByTestId(testIds.siteSearchInput).fill('sharnga');
    await page.getByTestId(testIds.siteSearchInput).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=sharnga$/);
    await expect(firstTitle(page)).toContainText('Śārṅga');
    // The home page's field over the category cards, the other way round: diacritics typed.
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Search the topics' }).fill('vyūham');
    await expect(page.getByTestId(testIds.categoryCard).locator('.card__name')).toHaveText(['Vyuham']);
  });
});

test.describe('site-wide search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the header form submits to the server-rendered results page', async ({ page }) => {
    await page.goto('/');
    const input = page.getByTestId(testIds.siteSearchInput);
    await input.fill('sharnga');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=sharnga$/);
    await expect(firstTitle(page)).toContainText('Śārṅga');
  });
});
