/** Fonts come from our own server, shared by every page, and a page downloads only the faces its text needs. */
import { expect, test, type Page } from '@playwright/test';
import { routeKinds } from './routes.ts';
import { waitForHydration } from './support.ts';

/**
 * A file of a Devanagari face. The five letters of the language switch's word हिन्दी, which every
 * English page draws from a file of their own (web/build/fonts/subsets.ts), are not one.
 */
const isDevanagariFace = (file: string) => file.includes('devanagari') && !file.includes('-label-');

async function fontsLoadedBy(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  return fonts;
}

test('a page without Devanagari does not download the Devanagari font', async ({ page }) => {
  const fonts = await fontsLoadedBy(page, '/api');
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.every((font) => font.startsWith('/assets/') && font.endsWith('.woff2'))).toBe(true);
  expect(fonts.filter((font) => isDevanagariFace(font))).toEqual([]);
});

test('a page showing Devanagari downloads it, and one showing IAST its Latin extension', async ({ page }) => {
  const fonts = await fontsLoadedBy(page, '/astras');
  expect(fonts.some((font) => isDevanagariFace(font))).toBe(true);
  expect(fonts.some((font) => font.includes('latin-ext'))).toBe(true);
});

test('with IAST chosen, Devanagari names are hidden and their font is not downloaded', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('shastra.script', 'iast'));
  const fonts = await fontsLoadedBy(page, '/arrow_heads/kshurapra');
  expect(fonts.filter((font) => isDevanagariFace(font))).toEqual([]);
});

test('fonts and hashed assets are cached for a year', async ({ page }) => {
  const fonts = await fontsLoadedBy(page, '/astras');
  const response = await page.request.get(fonts[0] ?? '');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

/**
 * Every page preloads the same few font files (web/src/fonts/fontPreloads.ts), so from the second
 * page on they come from the cache; and every file a page draws with on a phone is among them, so
 * none is found only after layout (a request started late).
 */
async function preloadedAndUsed(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule);
    const key = (family: string, weight: string, range: string) =>
      `${family.replace(/["']/g, '')}|${weight}|${range.replace(/\s/g, '').toLowerCase()}`;
    const fileOf = new Map(
      faces.map((face) => [
        key(
          face.style.getPropertyValue('font-family'),
          face.style.getPropertyValue('font-weight'),
          face.style.getPropertyValue('unicode-range'),
        ),
        /url\("?([^")]+)"?\)/.exec(face.style.getPropertyValue('src'))?.[1] ?? '',
      ]),
    );
    const used = [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map(
        (face) => new URL(fileOf.get(key(face.family, face.weight, face.unicodeRange)) ?? '', location.href).pathname,
      );
    const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      (link) => new URL(link.href).pathname,
    );
    return { used: [...new Set(used)].sort(), preloaded: [...new Set(preloaded)].sort() };
  });
}

test.describe('font preloads on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  for (const path of [...routeKinds(), '/texts/dhanurveda_samhita/1.176', '/search?q=क्षुरप्र']) {
    test(`${path} preloads every font file it draws with`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const { used, preloaded } = await preloadedAndUsed(page);
      expect(used.length).toBeGreaterThan(0);
      expect(preloaded).toEqual(expect.arrayContaining(used));
    });
  }

  test('pages preload the same Latin files, the Devanagari face only where they show Sanskrit, and the daṇḍas of IAST where it has them', async ({
    page,
  }) => {
    const preloadsOf = async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
      return (await preloadedAndUsed(page)).preloaded;
    };
    const api = await preloadsOf('/api');
    const verse = await preloadsOf('/texts/dhanurveda_samhita/1.176');
    const category = await preloadsOf('/astras');
    expect(api.length).toBeGreaterThan(0);
    expect(api.some((file) => isDevanagariFace(file))).toBe(false);
    expect(verse.filter((file) => !isDevanagariFace(file))).toEqual(api);
    expect(category.filter((file) => !isDevanagariFace(file))).toEqual(api);
    // The verse's IAST ends its lines with । and ॥, which Noto Sans draws from a file of its own.
    expect(verse.filter((file) => isDevanagariFace(file))).toEqual([
      expect.stringContaining('noto-sans-400-devanagari'),
      expect.stringContaining('noto-sans-devanagari-400-'),
    ]);
    expect(category.filter((file) => isDevanagariFace(file))).toEqual([expect.stringContaining('-600-')]);
  });

  test('with IAST chosen, the Devanagari font is not preloaded', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('shastra.script', 'iast'));
    await page.goto('/astras');
    await waitForHydration(page);
    const { preloaded } = await preloadedAndUsed(page);
    expect(preloaded.filter((file) => isDevanagariFace(file))).toEqual([]);
    expect(preloaded.length).toBeGreaterThan(0);
  });
});
