/**
 * A prerendered page draws its Devanagari with a font of its own, cut at build time to the glyphs
 * its text uses (web/build/fonts/pageFonts.ts); search hits draw their Sanskrit names with the
 * names font (web/build/fonts/namesFont.ts) and any other Devanagari with the whole face.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrateIsland, loadedFamilies, testIds, waitForHydration } from './support.ts';

const VERSE = '/texts/dhanurveda_samhita/1.176';

/** Within 1/20 px (closeTo with one digit: a difference under 0.05). */
const near = (value: number) => expect.closeTo(value, 1);

test('a verse page downloads its own small Devanagari font, not the whole face', async ({ page }) => {
  const devanagari: { path: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (response.request().resourceType() === 'font' && path.includes('devanagari')) {
      devanagari.push({ path, bytes: (await response.body()).length });
    }
  });
  await page.goto(VERSE);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  const loaded = await loadedFamilies(page);
  expect(loaded).toContain('Shastra Devanagari');
  expect(loaded).not.toContain('Noto Sans Devanagari');
  await expect.poll(() => devanagari.length).toBe(1);
  expect(devanagari[0]?.path).toMatch(/^\/assets\/pf\/[\w-]\/devanagari-400-[\w-]+\.ttf$/);
  // The whole face is 32 KB as WOFF2; the glyphs of one verse weigh a fraction of it.
  expect(devanagari[0]?.bytes).toBeLessThan(16 * 1024);
});

/**
 * How each word of the Devanagari in `selector` is drawn: for each character, the box of its
 * cluster (a conjunct's letters share one), as its left edge from the word's start and its width.
 * The same boxes (to a 1/20 px: layout rounds positions to 1/64 px from where the word starts)
 * mean the same glyphs, shaped and spaced the same way. Spaces, and so where a word
 * starts, are left out: they are drawn in Noto Sans, whose `font-display: optional` lets a slow
 * load fall back to a system font for the page's life; so are heights, which Chromium takes from
 * the first font available when the text was styled.
 */
async function wordBoxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) => {
    const boxes: [string, number, number][] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        let wordStart: number | undefined;
        for (let i = 0; i < text.length; i++) {
          if (!/\p{scx=Deva}/u.test(text[i] ?? '')) {
            wordStart = undefined;
            continue;
          }
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getBoundingClientRect();
          wordStart ??= box.x;
          boxes.push([text[i] ?? '', box.x - wordStart, box.width]);
        }
      }
    }
    return boxes;
  });
}

/** The page hydrated, with the island that draws the text (if any) in view and hydrated too. */
async function settle(page: Page, island: string | undefined) {
  await waitForHydration(page);
  if (island) await hydrateIsland(page, island);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The Devanagari of `selector` laid out with the page's own font; then the page again with the
 * whole face only, whose layout must come to the same boxes once that face has loaded (it is not
 * preloaded, so the page first lays out with a fallback).
 */
async function expectSameLayoutWithWholeFace(page: Page, path: string, selector: string, island?: string) {
  await page.goto(path);
  await settle(page, island);
  const own = await wordBoxes(page, selector);
  expect(own.length).toBeGreaterThan(0);
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("--font-deva:'Shastra Devanagari',", '--font-deva:');
      await route.fulfill({ response, body: html });
    },
  );
  await page.reload();
  await settle(page, island);
  await expect.poll(() => loadedFamilies(page)).toContain('Noto Sans Devanagari');
  const differences = (boxes: [string, number, number][]) =>
    boxes.length !== own.length
      ? [`${boxes.length} characters, not ${own.length}`]
      : boxes.flatMap(([char, x, width], i) => {
          const [ownChar, ownX, ownWidth] = own[i] ?? ['', 0, 0];
          const same = char === ownChar && Math.abs(x - ownX) <= 0.05 && Math.abs(width - ownWidth) <= 0.05;
          return same
            ? []
            : [`${i} ${char}: ${x.toFixed(2)} +${width.toFixed(2)}, not ${ownX.toFixed(2)} +${ownWidth.toFixed(2)}`];
        });
  await expect.poll(async () => differences(await wordBoxes(page, selector))).toEqual([]);
  expect(await loadedFamilies(page)).not.toContain('Shastra Devanagari');
}

for (const [path, selector, island] of [
  [VERSE, '.verse__sa'],
  ['/texts/mahabharata/7.33.12', '.verse__sa'],
  ['/astras', '.script-deva[lang="sa"]'],
  ['/ancient_indian_measurements', '.converter__table [lang="sa"]', 'MeasurementConverter'],
] as const) {
  test(`${path}: its own font lays out every Devanagari letter where the whole face does`, async ({ page }) => {
    await expectSameLayoutWithWholeFace(page, path, selector, island);
  });
}

test('search hits draw their Sanskrit names with the names font, laid out as with the whole face', async ({ page }) => {
  // A typed prefix cuts ब्रह्मास्त्र and its kin inside the word: the font holds those pieces too.
  await page.goto('/search?q=brahm');
  await settle(page, undefined);
  const selector = '.search-hit .search-hit__sanskrit';
  await expect(page.locator(selector).first()).toHaveText('ब्रह्मास्त्र');
  await expect.poll(() => loadedFamilies(page)).toContain('Shastra Sanskrit Names');
  const own = await wordBoxes(page, selector);
  expect(own.length).toBeGreaterThan(20);
  expect(await loadedFamilies(page)).not.toContain('Noto Sans Devanagari');

  await page.addStyleTag({ content: `${selector}{font-family:'Noto Sans Devanagari',sans-serif!important}` });
  await expect.poll(() => loadedFamilies(page)).toContain('Noto Sans Devanagari');
  await expect
    .poll(() => wordBoxes(page, selector))
    .toEqual(own.map(([char, x, width]) => [char, near(x), near(width)]));
});

test('search suggestions on a verse page draw their names with the names font, not the whole face', async ({
  page,
}) => {
  await page.goto(VERSE);
  await waitForHydration(page);
  await page.getByTestId(testIds.siteSearchInput).fill('brahmastra');
  const sanskrit = page.getByTestId(testIds.siteSearchSuggestions).locator('.search-hit__sanskrit').first();
  await expect(sanskrit).toHaveText('ब्रह्मास्त्र');
  expect(await sanskrit.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^"Shastra Sanskrit Names"/,
  );
  await expect.poll(() => loadedFamilies(page)).toContain('Shastra Sanskrit Names');
  expect(await loadedFamilies(page)).not.toContain('Noto Sans Devanagari');
});
