import { expect, test, type Page } from '@playwright/test';
import { detailCardFields, detailCardLabels } from '../../content/src/cardFields.ts';
import { fetchJson, testIds, waitForHydration, type InfoEntry } from './support.ts';

async function clientNavigate(page: Page, from: string, linkName: string | RegExp) {
  await page.goto(from);
  await waitForHydration(page);
  await page.getByRole('link', { name: linkName }).first().click();
}

test.describe('detail cards', () => {
  test('every card category shows exactly its labels, in the spec order', async ({ page }) => {
    const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
    const present = info.filter((c) => c.id in detailCardFields && c.types.length > 0);
    expect(present.length).toBeGreaterThanOrEqual(6);
    for (const category of present) {
      const type = category.types[0];
      await page.goto(`/${category.id}/${type?.id}`);
      const labels = await page.getByTestId(testIds.detailCard).locator('dt').allTextContents();
      const expected = [
        'Name',
        ...detailCardFields[category.id as keyof typeof detailCardFields].map((f) => detailCardLabels[f]),
      ];
      expect(labels, category.id).toEqual(expected);
      // Three-field categories never show a fourth row (spec: "the fourth field is hidden").
      if (
        ['dhanurmushti', 'lakshya', 'modes_of_shooting_arrow', 'naracha_nalika_sataghani', 'types_of_arrows'].includes(
          category.id,
        )
      ) {
        expect(labels.length).toBe(3);
      }
    }
  });

  test('astras carry the notice about their form; gunmushti explains the grips', async ({ page }) => {
    await page.goto('/astras/brahmastra');
    await expect(page.getByText('Astras have no specific physical form')).toBeVisible();
    await page.goto('/gunmushti/vajramushti');
    await expect(page.getByText(/is the grip of the drawing hand on the string/)).toBeVisible();
  });

  test('breadcrumb Home › category › item, and the Sanskrit name with lang="sa"', async ({ page }) => {
    await page.goto('/arrow_heads/kshurapra');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Arrow Heads', 'Kṣurapra']);
    await expect(crumbs.getByRole('link', { name: 'Arrow Heads' })).toHaveAttribute('href', '/arrow_heads');
    await expect(page.getByTestId(testIds.detailCard).locator('[lang="sa"]')).toHaveText('क्षुरप्र');
    await expect(page.getByTestId(testIds.sources)).toBeVisible();
  });

  test('the image opens enlarged and closes by ×, backdrop and Escape, returning focus', async ({ page }) => {
    await page.goto('/astras/agneyastra');
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: /^Enlarge image/ });
    const dialog = page.locator('dialog.zoom');
    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await opener.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('category listing', () => {
  test('intro headings follow the spec rules', async ({ page }) => {
    await page.goto('/astras');
    await expect(page.getByRole('heading', { level: 2, name: 'What is Astras / अस्त्र?' })).toBeVisible();
    await page.goto('/arrow_heads');
    await expect(page.getByRole('heading', { name: /^What is/ })).toHaveCount(0);
    await page.goto('/weapon_building');
    await expect(page.getByRole('heading', { level: 2, name: 'What is Weapon Building?' })).toBeVisible();
    await expect(page.locator('#category-title [lang="sa"]')).toHaveCount(0);
  });

  test('breadcrumb title, search placeholder, and vyuham Symbol Information', async ({ page }) => {
    await page.goto('/vyuham');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Vyuham',
    ]);
    await expect(page.getByRole('main').getByRole('combobox')).toHaveAttribute('placeholder', 'Search');
    const symbols = page.getByTestId(testIds.symbolInformation);
    await expect(symbols.getByRole('heading', { name: 'Symbol Information' })).toBeVisible();
    await expect(symbols.getByRole('img')).toHaveAttribute('src', '/images/vyuham/symbols.svg');
    await page.goto('/weapon_building/bow_building');
    await expect(page.getByRole('main').getByRole('combobox')).toHaveAttribute('placeholder', 'Search destinations...');
  });

  test('search: suggestions with highlights, live filter, choosing, clearing', async ({ page }) => {
    await page.goto('/arrow_heads');
    await waitForHydration(page);
    const box = page.getByRole('main').getByRole('combobox');
    const total = await page.getByTestId(testIds.itemCard).count();
    await box.fill('BHAL');
    await expect(box).toHaveValue('bhal');
    const list = page.getByTestId(testIds.suggestions);
    await expect(list).toBeVisible();
    await expect(list.getByRole('option')).toHaveText(['Bhalla', 'Dvibhalla']);
    await expect(list.getByRole('option').first().locator('mark')).toHaveText('Bhal');
    await expect(page.getByTestId(testIds.itemCard)).toHaveCount(2);
    await expect(page.getByTestId(testIds.itemCard).first().locator('mark')).toHaveText(/bhal/i);
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('200px');
    await list.getByRole('option', { name: 'Dvibhalla' }).click();
    await expect(box).toHaveValue('Dvibhalla');
    await expect(list).toBeHidden();
    await expect(page.getByTestId(testIds.itemCard)).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');
    await expect(page.getByTestId(testIds.itemCard)).toHaveCount(total);
  });

  test('search by keyboard: arrows move, Enter chooses, Escape closes then clears', async ({ page }) => {
    await page.goto('/arrow_heads');
    await waitForHydration(page);
    const box = page.getByRole('main').getByRole('combobox');
    await box.fill('a');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = page.getByTestId(testIds.suggestions).getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    const chosen = await second.textContent();
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue(chosen ?? '');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.fill('k');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('k');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
  });

  test('search ignores diacritics', async ({ page }) => {
    await page.goto('/arrow_heads');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('combobox').fill('ksurapra');
    await expect(page.getByTestId(testIds.itemCard)).toHaveText(['Kṣurapra']);
    await page.goto('/weapon_building/bow_building');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('combobox').fill('sarnga');
    await expect(page.getByTestId(testIds.suggestions).getByRole('option')).toHaveText(['Śārṅga Bow']);
  });

  test('the loading overlay shows a blinking 200 px logo while a page loads', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/documents/arrow_heads', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId(testIds.categoryCard).first().click();
    const overlay = page.getByTestId(testIds.loadingOverlay);
    await expect(overlay).toBeVisible();
    const logo = overlay.locator('img');
    await expect(logo).toHaveCSS('width', '200px');
    await expect(logo).toHaveCSS('height', '200px');
    await expect(logo).toHaveCSS('animation-duration', '1s');
    release();
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: /Arrow Heads/ })).toBeVisible();
  });
});

test.describe('sub-items and specific details', () => {
  test('the building view lists the specifics, each linking to its page', async ({ page }) => {
    await page.goto('/weapon_building/bow_building');
    await expect(page.getByRole('heading', { level: 1, name: 'Bow Building' })).toBeVisible();
    await expect(page.getByTestId(testIds.itemCard)).toHaveText(['Bow', 'Śārṅga Bow', 'Bow String']);
    await expect(page.getByTestId(testIds.itemCard).first()).toHaveAttribute(
      'href',
      '/weapon_building/bow_building/bow',
    );
  });

  for (const [path, headings] of [
    ['/weapon_building/bow_building/bow', ['Bows considered auspicious', 'Bows that are prohibited']],
    ['/weapon_building/bow_building/sarnga_bow', ['Use']],
    ['/weapon_building/bow_building/bow_string', ['Process']],
    ['/weapon_building/arrow_building/arrow', ['Things to avoid']],
    ['/weapon_building/arrow_building/feathers', ['Connecting Feathers to Arrow']],
  ] as const) {
    test(`${path} shows ${headings.join(' and ')}`, async ({ page }) => {
      await page.goto(path);
      for (const heading of headings)
        await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Materials' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveCount(4);
    });
  }

  test('unit words in measurements link to the measurements page', async ({ page }) => {
    await page.goto('/weapon_building/bow_building/bow');
    const section = page.locator('.specific-section', { has: page.getByRole('heading', { name: 'Measurements' }) });
    const links = section.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const text of await links.allTextContents())
      expect(text.toLowerCase()).toMatch(/^(angulas|hastas|vitasti|añgulas)$/);
    await expect(links.first()).toHaveAttribute('href', '/ancient_indian_measurements');
  });
});

test.describe('errors', () => {
  test("a failed listing fetch shows 'Error: Error fetching details'", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.route('**/documents/arrow_heads', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByTestId(testIds.categoryCard).first().click();
    await expect(page.getByRole('alert')).toHaveText('Error: Error fetching details');
  });

  test("a failed item fetch shows 'Error: Error fetching item details'", async ({ page }) => {
    await page.route('**/documents/arrow_heads/bhalla', (route) => route.abort());
    await clientNavigate(page, '/arrow_heads', 'Bhalla');
    await expect(page.getByRole('alert')).toHaveText('Error: Error fetching item details');
  });

  test('a failed intro fetch is silent: the list still shows', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.route('**/documents/info/astras', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('link', { name: 'Astras' }).first().click();
    await expect(page.getByTestId(testIds.itemCard).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an unknown item is a 404 page', async ({ page }) => {
    const response = await page.goto('/astras/no_such_astra');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  });
});
