/**
 * Page fonts: each prerendered page that draws Devanagari gets a font of its own holding only the
 * glyphs its text needs, a few kilobytes where the site-wide Devanagari face is 32–35 KB
 * (docs/decisions.md, "Quality budgets", a Devanagari font per page).
 *
 * For each page: read the runs of Devanagari in its HTML (pageDevanagari.ts), shape every run with
 * HarfBuzz and note every glyph the shaping passes through (harfbuzzShaper.ts), cut the
 * @fontsource face down to those glyphs (glyphSubset.ts), then shape every run again with the cut
 * font and fail the build unless the glyphs and positions are the same as the whole face's. The
 * fonts are written under /assets/pf/ by content hash (pages with the same glyphs share a file),
 * as TrueType with a brotli form beside it: WOFF2's own compression costs ~40 ms a file, and the
 * site has thousands of these.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { cmapCodePoints } from './cmap.ts';
import { createGlyphSubsetter, wholeFaceSfnt, type GlyphSubsetter } from './glyphSubset.ts';
import { createShaper, sameShape, type Shaper } from './harfbuzzShaper.ts';
import { pageDevanagari, runsOf } from './pageDevanagari.ts';
import { FACES, fontsourceFile, fontsourceRange, KEEP_FEATURES } from './subsets.ts';
import { formatUnicodeRange } from './unicodeRange.ts';
import { PAGE_FONTS_PATH } from '../../src/pwa/pageFontsPath.ts';

/** The family name of a page's own Devanagari font (web/src/styles/base.css, --font-deva). */
export const PAGE_FONT_FAMILY = 'Shastra Devanagari';

const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';
const SLICE = 'devanagari';

interface Weight {
  weight: number;
  /** The whole @fontsource face as SFNT, the reference every page font is checked against. */
  shaper: Shaper;
  subsetter: GlyphSubsetter;
  /** What decides which glyphs shaping produces: faces that agree here can share the tracing. */
  layoutKey: string;
}

export interface PageFontsSummary {
  pages: number;
  files: number;
  bytes: number;
  brotliBytes: number;
}

/** A page's own Devanagari font. */
export interface PageFont {
  /** The `<style>` for the page's `<head>`: its faces, and the family put first in --font-deva. */
  style: string;
  /** The URL of the page font of each weight (400, 600). */
  files: Record<number, string>;
}

export interface PageFonts {
  /** The page's own font, or undefined when it draws no Devanagari. Writes the files that are new. */
  fontFor(html: string): Promise<PageFont | undefined>;
  summary(): PageFontsSummary;
}

/**
 * The page with its own font: the style placed last in its head, and the Devanagari files it
 * preloads (web/src/entry-server.tsx lists them in a meta for preferences/prefs.js) swapped for the
 * page font of the same weight.
 */
export function withPageFont(html: string, font: PageFont | undefined): string {
  if (!font) return html;
  const head = html.indexOf('</head>');
  if (head < 0) throw new Error('page fonts: the page has no </head>');
  const withStyle = `${html.slice(0, head)}${font.style}${html.slice(head)}`;
  return withStyle.replace(DEVANAGARI_PRELOADS, (_meta, start: string, files: string, end: string) => {
    const swapped = files.split(' ').map((file) => {
      const weight = /-(\d{3})-devanagari-/.exec(file)?.[1];
      const own = weight ? font.files[Number(weight)] : undefined;
      if (!own) throw new Error(`page fonts: the page preloads ${file}, which has no page font`);
      return own;
    });
    return `${start}${swapped.join(' ')}${end}`;
  });
}

const DEVANAGARI_PRELOADS = /(<meta name="shastra-devanagari-fonts" content=")([^"]*)(")/;

/** The bytes of the named SFNT tables, which decide substitution (not outlines or spacing). */
function layoutKey(sfnt: Uint8Array): string {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const hash = createHash('sha256');
  const wanted = ['GSUB', 'GDEF', 'cmap'];
  for (let i = 0; i < view.getUint16(4); i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...sfnt.subarray(record, record + 4));
    if (!wanted.includes(tag)) continue;
    const offset = view.getUint32(record + 8);
    hash.update(tag).update(sfnt.subarray(offset, offset + view.getUint32(record + 12)));
  }
  return hash.digest('hex');
}

export async function createPageFonts({ assetsDir }: { assetsDir: string }): Promise<PageFonts> {
  const faces = FACES.filter((face) => face.family === DEVANAGARI_FAMILY);
  const [first] = faces;
  if (!first) throw new Error(`page fonts: FACES has no ${DEVANAGARI_FAMILY}`);
  const covered = runsOf(fontsourceRange(first, SLICE));
  const weights: Weight[] = await Promise.all(
    faces.map(async (face) => {
      const sfnt = await wholeFaceSfnt(fontsourceFile(face, SLICE));
      return {
        weight: face.weight,
        shaper: await createShaper(sfnt),
        subsetter: await createGlyphSubsetter(sfnt),
        layoutKey: layoutKey(sfnt),
      };
    }),
  );
  // Runs repeat from page to page (titles, common words): each is traced and shaped once.
  const glyphCache = new Map<string, Set<number>>();
  const shapeCache = new Map<string, number[]>();
  const files = new Map<string, string>();
  const outDir = join(assetsDir, PAGE_FONTS_PATH.replace(/^\/assets\/|\/$/g, ''));
  mkdirSync(outDir, { recursive: true });
  const totals: PageFontsSummary = { pages: 0, files: 0, bytes: 0, brotliBytes: 0 };

  /** `make(key)` once per key; later calls answer from the cache. */
  const cached =
    <T>(cache: Map<string, T>) =>
    (key: string, make: () => T): T => {
      let value = cache.get(key);
      if (value === undefined) {
        value = make();
        cache.set(key, value);
      }
      return value;
    };
  const tracedOnce = cached(glyphCache);
  const shapedOnce = cached(shapeCache);
  const glyphsOf = (weight: Weight, run: string, language: string) => {
    // Faces whose substitution tables agree produce the same glyphs: trace with the first.
    const tracer = weights.find((w) => w.layoutKey === weight.layoutKey) ?? weight;
    return tracedOnce(`${tracer.weight}\0${language}\0${run}`, () => tracer.shaper.glyphsUsed(run, language));
  };
  const reference = (weight: Weight, run: string, language: string) =>
    shapedOnce(`${weight.weight}\0${language}\0${run}`, () => weight.shaper.shape(run, language));

  /** The page font of one weight: made, checked and written once, then reused by name. */
  const fileFor = async (weight: Weight, runs: string[], languages: string[], codePoints: number[]) => {
    const glyphs = new Set<number>([0]);
    for (const run of runs)
      for (const language of languages) for (const g of glyphsOf(weight, run, language)) glyphs.add(g);
    const key = `${weight.weight}\0${[...glyphs].sort((a, b) => a - b).join(',')}\0${codePoints.join(',')}`;
    const known = files.get(key);
    if (known) return known;

    const sfnt = weight.subsetter.subset({ codePoints, glyphs, features: KEEP_FEATURES });
    const mapped = cmapCodePoints(sfnt);
    const unmapped = codePoints.filter((cp) => !mapped.has(cp));
    if (unmapped.length > 0) {
      throw new Error(
        `page fonts: ${DEVANAGARI_FAMILY} ${weight.weight} has no glyph for ${unmapped.map((cp) => `U+${cp.toString(16).toUpperCase()}`).join(' ')}`,
      );
    }
    const check = await createShaper(sfnt);
    try {
      for (const run of runs) {
        for (const language of languages) {
          if (!sameShape(check.shape(run, language), reference(weight, run, language))) {
            throw new Error(
              `page fonts: "${run}" (lang "${language}") shapes differently in the ${weight.weight} page font than in ${DEVANAGARI_FAMILY}`,
            );
          }
        }
      }
    } finally {
      check.destroy();
    }
    const hash = createHash('sha256').update(sfnt).digest('base64url').slice(0, 12);
    // In 64 folders by the hash's first character: the static file server reads the folder of
    // each file it serves (to refuse a wrongly spelt path), which took 6 ms in one of 8,800 files.
    const name = `${hash.slice(0, 1)}/devanagari-${weight.weight}-${hash}.ttf`;
    mkdirSync(join(outDir, hash.slice(0, 1)), { recursive: true });
    const brotli = brotliCompressSync(sfnt, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: sfnt.byteLength },
    });
    writeFileSync(join(outDir, name), sfnt);
    writeFileSync(join(outDir, `${name}.br`), brotli);
    files.set(key, name);
    totals.files++;
    totals.bytes += sfnt.byteLength;
    totals.brotliBytes += brotli.byteLength;
    return name;
  };

  return {
    async fontFor(html) {
      const { runs, languages } = pageDevanagari(html, covered);
      if (runs.length === 0) return undefined;
      totals.pages++;
      const codePoints = [...new Set(runs.flatMap((run) => Array.from(run, (ch) => ch.codePointAt(0) ?? 0)))].sort(
        (a, b) => a - b,
      );
      const faceRules: string[] = [];
      const urls: Record<number, string> = {};
      for (const weight of weights) {
        const url = `${PAGE_FONTS_PATH}${await fileFor(weight, runs, languages, codePoints)}`;
        urls[weight.weight] = url;
        faceRules.push(
          `@font-face{font-family:'${PAGE_FONT_FAMILY}';font-style:normal;font-weight:${weight.weight};` +
            `font-display:swap;src:url(${url}) format('truetype');unicode-range:${formatUnicodeRange(codePoints)}}`,
        );
      }
      return {
        style: `<style>${faceRules.join('')}:root{--font-deva:'${PAGE_FONT_FAMILY}','${DEVANAGARI_FAMILY}'}</style>`,
        files: urls,
      };
    },
    summary: () => ({ ...totals }),
  };
}
