/**
 * The names font: the Sanskrit names that search hits show (a category's, an item's, a sage's) in a
 * Devanagari font cut to exactly their glyphs, about 12 KB where the whole face is 32 KB
 * (docs/decisions.md, "Quality budgets", a font for the search hits' names).
 *
 * Hits are made after the page loaded (suggestions) or per request (the results page), so no page
 * font can hold them; but a hit's name is always one of the few names of the search index, so one
 * font made at build time holds them all. A name is drawn whole or cut by highlights (a typed
 * prefix marks part of a word), so every piece a highlight can cut it into is shaped too, and the
 * build fails unless each piece shapes with the cut font exactly as with the whole face.
 */
import { join } from 'node:path';
import { compress, decompress } from 'wawoff2';
import { clusterEnd, tokenize } from '@shastra/content/search';
import { cmapCodePoints } from './cmap.ts';
import { createGlyphSubsetter, wholeFaceSfnt } from './glyphSubset.ts';
import { createShaper, sameShape, type Shaper } from './harfbuzzShaper.ts';
import { codePointsOf } from './unicodeRange.ts';

/** The family the search hits name first for their Sanskrit names (web/src/search/search.css). */
export const NAMES_FAMILY = 'Shastra Sanskrit Names';

/**
 * The code that decides which pieces a name is cut into, here and in the search's highlighting:
 * the font build hashes these files, so a change to them makes and checks the font again.
 */
export const NAMES_FONT_SOURCES = [
  import.meta.filename,
  join(import.meta.dirname, '../../../content/src/search/clusters.ts'),
  join(import.meta.dirname, '../../../content/src/search/searchKey.ts'),
  join(import.meta.dirname, '../../../content/src/search/search.ts'),
];

/** The languages a name is shaped in: its own (`lang="sa"`) and the default. */
const LANGUAGES = ['sa', ''];

/**
 * Every string a name can be drawn as: the whole name, and each piece between two places a
 * highlight can start or end (a word's start and end, and the end of each letter of its search
 * key, where a typed prefix stops, moved to the end of its akṣara as the highlight is:
 * content/src/search/search.ts, highlightsIn).
 */
export function namePieces(name: string): string[] {
  const cuts = new Set([0, name.length]);
  for (const token of tokenize(name)) {
    cuts.add(token.start);
    cuts.add(token.end);
    for (const end of token.ends) cuts.add(clusterEnd(name, end));
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  const pieces = new Set<string>();
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const piece = name.slice(sorted[i], sorted[j]).trim();
      if (piece) pieces.add(piece);
    }
  }
  return [...pieces];
}

export interface NamesFont {
  woff2: Uint8Array;
  /** The code points it maps: its unicode-range. */
  codePoints: number[];
  glyphs: number;
}

/**
 * The names font cut from `source` (an @fontsource WOFF2 file), checked: every piece of every
 * name shapes with the WOFF2 as written (decoded again) exactly as with the whole face.
 */
export async function makeNamesFont(
  source: string,
  names: readonly string[],
  features: readonly string[],
): Promise<NamesFont> {
  const sfnt = await wholeFaceSfnt(source);
  const runs = [...new Set(names.flatMap(namePieces))];
  const codePoints = [...new Set(runs.flatMap(codePointsOf))].sort((a, b) => a - b);
  const whole = await createShaper(sfnt);
  let check: Shaper | undefined;
  try {
    const glyphs = new Set<number>([0]);
    for (const run of runs)
      for (const language of LANGUAGES) for (const g of whole.glyphsUsed(run, language)) glyphs.add(g);
    const subsetter = await createGlyphSubsetter(sfnt);
    const cut = subsetter.subset({ codePoints, glyphs, features });
    const woff2 = await compress(cut);
    const written = await decompress(woff2);
    const mapped = cmapCodePoints(written);
    const unmapped = codePoints.filter((cp) => !mapped.has(cp));
    if (unmapped.length > 0) {
      throw new Error(
        `names font: no glyph for ${unmapped.map((cp) => `U+${cp.toString(16).toUpperCase()}`).join(' ')}`,
      );
    }
    check = await createShaper(written);
    for (const run of runs) {
      for (const language of LANGUAGES) {
        if (!sameShape(check.shape(run, language), whole.shape(run, language))) {
          throw new Error(`names font: "${run}" (lang "${language}") shapes differently than in the whole face`);
        }
      }
    }
    return { woff2, codePoints, glyphs: glyphs.size };
  } finally {
    whole.destroy();
    check?.destroy();
  }
}
