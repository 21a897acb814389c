// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGlyphSubsetter, wholeFaceSfnt } from './glyphSubset.ts';
import { createShaper } from './harfbuzzShaper.ts';
import { createPageFonts, withPageFont, type PageFonts } from './pageFonts.ts';
import { FACES, fontsourceFile, KEEP_FEATURES } from './subsets.ts';

const VERSE = 'ब्राह्मं नारायणं शैवमैन्द्रं वायव्यवारुणे । आग्नेयं चापरास्त्राणि गुरुदत्तानि साधयेत् ॥';
const page = (body: string) => `<html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
const devanagari400 = FACES.find((face) => face.family === 'Noto Sans Devanagari' && face.weight === 400);
if (!devanagari400) throw new Error('FACES has no Noto Sans Devanagari 400');

let dir: string;
let fonts: PageFonts;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'page-fonts-'));
  fonts = await createPageFonts({ assetsDir: dir });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fileOf = (url: string) => join(dir, url.replace(/^\/assets\//, ''));

describe('a page font', () => {
  it('covers exactly the characters of the page, in both weights, written with a brotli form', async () => {
    const font = await fonts.fontFor(page(`<p lang="sa">${VERSE}</p>`));
    expect(font).toBeDefined();
    const chars = [...new Set(VERSE.replace(/\s/g, ''))].map((ch) => ch.codePointAt(0) ?? 0);
    const ranges = [...(font?.style ?? '').matchAll(/unicode-range:([^}]+)\}/g)].map((match) => match[1]);
    expect(ranges).toHaveLength(2);
    const named = (ranges[0] ?? '').split(',').flatMap((part) => {
      const [start, end] = part
        .replace('U+', '')
        .split('-')
        .map((hex) => parseInt(hex, 16));
      return Array.from({ length: (end ?? start ?? 0) - (start ?? 0) + 1 }, (_, i) => (start ?? 0) + i);
    });
    expect(named.sort()).toEqual(chars.sort());
    expect(Object.keys(font?.files ?? {})).toEqual(['400', '600']);
    for (const url of Object.values(font?.files ?? {})) {
      expect(url).toMatch(/^\/assets\/pf\/[\w-]\/devanagari-(400|600)-[\w-]{12}\.ttf$/);
      expect(existsSync(fileOf(url))).toBe(true);
      expect(existsSync(`${fileOf(url)}.br`)).toBe(true);
    }
    expect(font?.style).toContain(":root{--font-deva:'Shastra Devanagari','Noto Sans Devanagari'}");
  });

  it('draws every word exactly as the whole face does, for a fraction of its bytes', async () => {
    const font = await fonts.fontFor(page(`<p lang="sa">${VERSE}</p>`));
    const url = font?.files[400] ?? '';
    const whole = await wholeFaceSfnt(fontsourceFile(devanagari400, 'devanagari'));
    const [reference, cut] = await Promise.all([createShaper(whole), createShaper(readFileSync(fileOf(url)))]);
    for (const word of VERSE.split(' ')) {
      for (const language of ['sa', '']) expect(cut.shape(word, language)).toEqual(reference.shape(word, language));
    }
    reference.destroy();
    cut.destroy();
    // The site-wide face is 32 KB as WOFF2; this verse needs a few kilobytes.
    expect(statSync(`${fileOf(url)}.br`).size).toBeLessThan(8 * 1024);
  });

  it('is shared by pages that draw the same glyphs', async () => {
    const before = fonts.summary().files;
    const a = await fonts.fontFor(page('<h1 lang="sa">अस्त्र</h1>'));
    const b = await fonts.fontFor(page('<p lang="sa">अस्त्र</p><!-- another page -->'));
    expect(b?.files).toEqual(a?.files);
    expect(fonts.summary().files).toBe(before + 2);
  });

  it('is not made for a page without Devanagari', async () => {
    expect(await fonts.fontFor(page('<p>Only English, and <i lang="sa-Latn">astra</i>.</p>'))).toBeUndefined();
  });

  it('keeps the glyphs shaping passes through, not only the ones it ends with', async () => {
    // Why the build traces every step: a font cut to the final glyphs alone loses the half forms
    // that the conjunct ligatures are made from, and draws the word wrongly.
    const word = 'सिद्ध्यर्थं';
    const whole = await wholeFaceSfnt(fontsourceFile(devanagari400, 'devanagari'));
    const reference = await createShaper(whole);
    const finalGlyphs = new Set(reference.shape(word, 'sa').filter((_, i) => i % 5 === 0));
    const codePoints = Array.from(word, (ch) => ch.codePointAt(0) ?? 0);
    const subsetter = await createGlyphSubsetter(whole);
    const finalOnly = await createShaper(
      subsetter.subset({ codePoints, glyphs: [0, ...finalGlyphs], features: KEEP_FEATURES }),
    );
    const traced = await createShaper(
      subsetter.subset({ codePoints, glyphs: [0, ...reference.glyphsUsed(word, 'sa')], features: KEEP_FEATURES }),
    );
    expect(finalOnly.shape(word, 'sa')).not.toEqual(reference.shape(word, 'sa'));
    expect(traced.shape(word, 'sa')).toEqual(reference.shape(word, 'sa'));
    for (const shaper of [reference, finalOnly, traced]) shaper.destroy();
  });
});

describe('a page with its font', () => {
  const html =
    '<html><head><meta name="shastra-devanagari-fonts" content="/assets/noto-sans-devanagari-600-devanagari-AbC.woff2">' +
    '</head><body></body></html>';
  const font = { style: '<style>x</style>', files: { 400: '/assets/pf/a.ttf', 600: '/assets/pf/b.ttf' } };

  it('carries the style last in its head and preloads its own font of the same weight', () => {
    expect(withPageFont(html, font)).toBe(
      '<html><head><meta name="shastra-devanagari-fonts" content="/assets/pf/b.ttf"><style>x</style></head><body></body></html>',
    );
  });

  it('stays as it was without a page font', () => {
    expect(withPageFont(html, undefined)).toBe(html);
  });

  it('refuses to preload a weight the page font lacks', () => {
    expect(() => withPageFont(html, { ...font, files: { 400: '/assets/pf/a.ttf' } })).toThrow(/no page font/);
  });
});

it('writes nothing but fonts and their brotli forms', () => {
  const names = readdirSync(join(dir, 'pf'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((name) => /\.ttf(\.br)?$/.test(name))).toBe(true);
});
