/**
 * The font files a page preloads: the same few files on every page, so that from the second page
 * on every font comes from the browser's cache (docs/decisions.md, "Quality budgets").
 * - The Latin files: Noto Sans 400 for text and 600 for the header, buttons and titles, Noto
 *   Serif 700 for headings, each with its Latin-extended file for the IAST letters (3 KB each).
 * - The Devanagari face in the one weight the page's screen draws Sanskrit with (`Screen.devanagari`),
 *   when the page has any. It is listed in a <meta> that the preferences script in <head>
 *   (preferences/prefs.js) turns into a preload unless the visitor reads IAST only, whose pages
 *   hide their Devanagari.
 * - Noto Sans's file of the two daṇḍas (under 1 KB), when the page writes them in IAST.
 * - On an English page, the file of the language switch's one Hindi word (2.4 KB).
 */

/** The Latin files, by the name the font build gives them (web/build/fonts/subsets.ts). */
const LATIN = [
  'noto-sans-400-latin',
  'noto-sans-400-latin-ext',
  'noto-sans-600-latin',
  'noto-sans-600-latin-ext',
  'noto-serif-700-latin',
  'noto-serif-700-latin-ext',
] as const;

const DEVANAGARI = {
  400: 'noto-sans-devanagari-400-devanagari',
  600: 'noto-sans-devanagari-600-devanagari',
} as const;

export type DevanagariWeight = keyof typeof DEVANAGARI;

const DEVANAGARI_TEXT = /\p{Script=Devanagari}/u;

/** The language switch's word हिन्दी on an English page (web/build/fonts/subsets.ts, 'Shastra Hindi Label'). */
const HINDI_LABEL = 'noto-sans-devanagari-400-devanagari-label';

/** Noto Sans's own daṇḍas (web/build/fonts/subsets.ts), which the IAST of a verse ends its lines with. */
const LATIN_DANDAS = 'noto-sans-400-devanagari';
/** A daṇḍa in the text of an element marked as IAST. */
const IAST_DANDA = /lang="sa-Latn"[^>]*>[^<]*[।॥]/u;

/** Whether a page's markup (its body, island props included) has Devanagari to draw. */
export const hasDevanagari = (html: string) => DEVANAGARI_TEXT.test(html);

/** Whether a page's markup writes daṇḍas in IAST, which Noto Sans draws from a file of their own. */
export const hasIastDandas = (html: string) => IAST_DANDA.test(html);

/**
 * Reads the built font files' URLs from the page template (its inlined @font-face rules name them
 * with the build's hash: /assets/noto-sans-400-latin-Cxy9_Ols.woff2) and returns the <head> tags of
 * a page that draws Devanagari in `weight`, or none. A template that names no font file at all
 * (web/index.html itself, as unit tests render it) gets no preloads.
 */
export function fontPreloader(template: string) {
  const urls = new Map<string, string>();
  for (const [url, name] of template.matchAll(/\/assets\/([a-z0-9-]+)-[\w-]{8}\.woff2/g)) {
    if (name) urls.set(name, url);
  }
  if (urls.size === 0) return () => '';
  const urlOf = (name: string) => {
    const url = urls.get(name);
    if (!url) throw new Error(`The page template has no font file ${name}: run the web build again`);
    return url;
  };
  const latin = LATIN.map(
    (name) => `<link rel="preload" as="font" type="font/woff2" href="${urlOf(name)}" crossorigin="">`,
  ).join('\n    ');
  const devanagari = Object.fromEntries(
    Object.entries(DEVANAGARI).map(([weight, name]) => [
      weight,
      `\n    <meta name="shastra-devanagari-fonts" content="${urlOf(name)}">`,
    ]),
  ) as Record<DevanagariWeight, string>;
  const dandas = `\n    <link rel="preload" as="font" type="font/woff2" href="${urlOf(LATIN_DANDAS)}" crossorigin="">`;
  const label = `\n    <link rel="preload" as="font" type="font/woff2" href="${urlOf(HINDI_LABEL)}" crossorigin="">`;
  // A Hindi page's text, headings and buttons are Devanagari: both weights, always.
  const hindi = `\n    <meta name="shastra-devanagari-fonts" content="${urlOf(DEVANAGARI[400])} ${urlOf(DEVANAGARI[600])}">`;
  return (weight: DevanagariWeight | 'hindi' | undefined, iastDandas = false) =>
    latin + (iastDandas ? dandas : '') + (weight === 'hindi' ? hindi : label + (weight ? devanagari[weight] : ''));
}
