import { expect, test } from '@playwright/test';
import { CARD_LABELS } from '../../content/src/cardFields.ts';
import { loadCorpus } from '../../content/src/index.ts';
import {
  fetchJson,
  holdReact,
  RELEASE_PATH,
  slowPageProxy,
  testIds,
  waitForHydration,
  type InfoEntry,
} from './support.ts';

test.describe('detail cards', () => {
  test('every card category shows exactly its labels, in the order of the product rules', async ({ page }) => {
    const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
    const cardFields = new Map(loadCorpus().categories.map((c) => [c.id, c.items_view.card_fields ?? []]));
    const present = info.filter((c) => (cardFields.get(c.id) ?? []).length > 0 && c.types.length > 0);
    expect(present.length).toBeGreaterThanOrEqual(6);
    for (const category of present) {
      const type = category.types[0];
      await page.goto(`/${category.id}/${type?.id}`);
      const labels = await page.getByTestId(testIds.detailCard).locator('dt').allTextContents();
      const expected = ['Name', ...(cardFields.get(category.id) ?? []).map((f) => CARD_LABELS[f])];
      expect(labels, category.id).toEqual(expected);
      // Three-field categories never show a fourth row (the product rules: "the fourth field is hidden").
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
  test('intro headings follow the product rules', async ({ page }) => {
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

  test('text typed before the listing’s script ran filters the cards once it runs', async ({ page }) => {
    // React is held back until the visitor has typed, as on a slow phone.
    const release = await holdReact(page);
    await page.goto('/arrow_heads');
    const box = page.getByRole('main').getByRole('combobox');
    await box.pressSequentially('bhal');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    release();
    await waitForHydration(page);
    await expect(box).toHaveValue('bhal');
    await expect(page.getByTestId(testIds.itemCard)).toHaveCount(2);
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

  test('cards carry an English gloss, and the filter finds the names people type', async ({ page }) => {
    await page.goto('/vyuham');
    await waitForHydration(page);
    const cakra = page.getByTestId(testIds.itemCard).filter({ hasText: /^Cakra/ });
    await expect(cakra.locator('.card__gloss')).not.toBeEmpty();
    await page.getByRole('main').getByRole('combobox').fill('chakravyuh');
    await expect(page.getByTestId(testIds.itemCard).locator('.card__name')).toHaveText(['Cakra']);
    await page.goto('/astras');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('combobox').fill('bramhastra');
    await expect(page.getByTestId(testIds.itemCard).locator('.card__name')).toHaveText(['Brahmāstra']);
  });

  test('search ignores diacritics', async ({ page }) => {
    await page.goto('/arrow_heads');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('combobox').fill('ksurapra');
    await expect(page.getByTestId(testIds.itemCard).locator('.card__name')).toHaveText(['Kṣurapra']);
    await page.goto('/weapon_building/bow_building');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('combobox').fill('sarnga');
    await expect(page.getByTestId(testIds.suggestions).getByRole('option')).toHaveText(['Śārṅga Bow']);
  });

  test('the loading overlay shows a blinking 200 px logo while a page loads', async ({ page, baseURL }) => {
    const proxy = await slowPageProxy(baseURL ?? '', '/arrow_heads');
    try {
      // The page being left records the overlay when it appears (while the browser waits for the
      // next page, the automation cannot read that page), then lets the next page through; the
      // next page reads the record.
      await page.addInitScript((releasePath) => {
        new MutationObserver((_, observer) => {
          const logo = document.querySelector('[data-testid="loading-overlay"] img');
          if (!logo) return;
          const style = getComputedStyle(logo);
          sessionStorage.setItem(
            'overlay',
            JSON.stringify([style.width, style.height, style.animationDuration, style.animationIterationCount]),
          );
          observer.disconnect();
          void fetch(releasePath);
        }).observe(document, { childList: true, subtree: true });
      }, RELEASE_PATH);
      await page.goto(`${proxy.url}/`);
      await waitForHydration(page);
      // No prefetch on hover here (it would have the next page ready before the click): a rule set
      // goes with its script element.
      await page.locator('script[type="speculationrules"]').evaluate((script) => script.remove());
      await page.getByTestId(testIds.categoryCard).first().click({ noWaitAfter: true });
      await expect(page.getByRole('heading', { level: 1, name: /Arrow Heads/ })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('overlay'))).toBe(
        JSON.stringify(['200px', '200px', '1s', 'infinite']),
      );
      await expect(page.getByTestId(testIds.loadingOverlay)).toHaveCount(0);
    } finally {
      await proxy.close();
    }
  });
});

test('a page is prefetched while the pointer rests on its link, so it opens at once', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // Chromium reports its speculative loads through the DevTools protocol's Preload domain.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const ready = new Promise<string>((resolve) => {
    cdp.on('Preload.prefetchStatusUpdated', (event: { prefetchUrl: string; status: string }) => {
      if (event.status === 'Ready') resolve(event.prefetchUrl);
    });
  });
  const card = page.getByTestId(testIds.categoryCard).first();
  const href = (await card.getAttribute('href')) ?? '';
  await card.hover();
  expect(new URL(await ready).pathname).toBe(href);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const delivery = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
        .deliveryType,
  );
  expect(delivery).toBe('navigational-prefetch');
});

test.describe('sub-items and specific details', () => {
  test('the building view lists the specifics, each linking to its page', async ({ page }) => {
    await page.goto('/weapon_building/bow_building');
    await expect(page.getByRole('heading', { level: 1, name: 'Bow Building' })).toBeVisible();
    await expect(page.getByTestId(testIds.itemCard).locator('.card__name')).toHaveText([
      'Bow',
      'Śārṅga Bow',
      'Bow String',
    ]);
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
    // Unit words link to the measures; the references among them open their verses.
    const links = section.locator('a[href="/ancient_indian_measurements"]');
    expect(await links.count()).toBeGreaterThan(0);
    for (const text of await links.allTextContents())
      expect(text.toLowerCase()).toMatch(/^(angulas|hastas|vitasti|añgulas)$/);
    for (const href of await section.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/(ancient_indian_measurements|texts\/)/);
  });
});

test.describe('errors', () => {
  test('an unknown item is a 404 page', async ({ page }) => {
    const response = await page.goto('/astras/no_such_astra');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  });
});
