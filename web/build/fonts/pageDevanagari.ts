/**
 * The Devanagari a prerendered page can draw, read from its HTML: what a page font for it must
 * shape exactly as the whole font does (pageFonts.ts).
 */
import { codePointRanges } from './unicodeRange.ts';

/** Where each run of Devanagari on a page comes from, and the languages it may be shaped in. */
export interface PageDevanagari {
  /** Distinct runs of characters the page font covers, as a browser may shape them. */
  runs: string[];
  /**
   * The languages the page marks text with (`lang="sa"`, `lang="hi"`...) or its islands will
   * (from their props), each of which may select other forms in the font, plus '' for Devanagari
   * in unmarked (English) text.
   */
  languages: string[];
}

const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const TAG = /<[^>]*>/g;
const QUOTE = '(?:&quot;|")';
const LANGUAGES = new RegExp(
  `\\blang=["']?([A-Za-z]{2,3})\\b|${QUOTE}(?:\\w+_)?language${QUOTE}:${QUOTE}([A-Za-z]{2,3})${QUOTE}`,
  'g',
);
const NUMERIC_ENTITY = /&#(x[0-9a-f]+|[0-9]+);/gi;

const decodeNumeric = (html: string) =>
  html.replace(NUMERIC_ENTITY, (_, code: string) =>
    String.fromCodePoint(code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : parseInt(code, 10)),
  );

/** A global pattern that matches runs of the given characters (for `pageDevanagari`). */
export function runsOf(codePoints: Iterable<number>): RegExp {
  const ranges = codePointRanges(codePoints);
  const hex = (cp: number) => `\\u{${cp.toString(16)}}`;
  return new RegExp(`[${ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join('')}]+`, 'gu');
}

/**
 * The runs of `covered` characters (a pattern from `runsOf`) in a page's HTML, and its languages.
 *
 * A browser shapes a run of text that one font draws, and that run may cross element boundaries
 * (`क्षुर<mark>प्र</mark>` is shaped as one word), so runs are read twice: with the tags taken out
 * (text joined across elements) and with the tags as breaks (text nodes on their own, and the
 * attribute values, where islands keep the text they render later). A page font keeps the glyphs
 * of both readings. Scripts and styles draw nothing and are skipped.
 */
export function pageDevanagari(html: string, covered: RegExp): PageDevanagari {
  const drawn = decodeNumeric(html.replace(SCRIPT_OR_STYLE, '').replace(COMMENT, ''));
  const runs = new Set<string>(
    [...drawn.matchAll(covered), ...drawn.replace(TAG, '').matchAll(covered)].map(([run]) => run),
  );

  const languages = new Set<string>(['']);
  if (runs.size > 0) {
    // `lang` attributes, and the languages island props name for the text an island will mark
    // with them (a hymn's `language` and `meaning_language`), which may not be drawn yet.
    for (const match of drawn.matchAll(LANGUAGES)) {
      const language = (match[1] ?? match[2])?.toLowerCase();
      if (language && language !== 'en') languages.add(language);
    }
  }
  return { runs: [...runs], languages: [...languages] };
}
