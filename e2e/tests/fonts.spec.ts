/** Fonts come from our own server, and each page downloads only the subsets its text needs. */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support.ts';

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
  expect(fonts.filter((font) => font.includes('devanagari'))).toEqual([]);
});

test('a page showing Devanagari downloads it, and one showing IAST its Latin extension', async ({ page }) => {
  const fonts = await fontsLoadedBy(page, '/astras');
  expect(fonts.some((font) => font.includes('devanagari'))).toBe(true);
  expect(fonts.some((font) => font.includes('latin-ext'))).toBe(true);
});

test('with IAST chosen, Devanagari names are hidden and their font is not downloaded', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('shastra.script', 'iast'));
  const fonts = await fontsLoadedBy(page, '/arrow_heads/kshurapra');
  expect(fonts.filter((font) => font.includes('devanagari'))).toEqual([]);
});

test('fonts and hashed assets are cached for a year', async ({ page }) => {
  const fonts = await fontsLoadedBy(page, '/astras');
  const response = await page.request.get(fonts[0] ?? '');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
