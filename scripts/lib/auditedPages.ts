/**
 * The pages the page budgets (`npm test -- budgets`) and the Lighthouse benchmark
 * (`npm run bench -- lighthouse`) look at: one of each kind a visitor lands on, and the Hindi
 * edition's home, item and verse pages.
 */
const AUDITED_PAGES = [
  '/', // home
  '/astras', // category listing
  '/astras/brahmastra', // item detail
  '/weapon_building/bow_building/bow', // three-level detail
  '/ancient_indian_measurements', // dedicated view with the converter
  '/quiz',
  '/saptarishi',
  '/devi', // full-screen festival page
  '/search?q=kshurapra', // search results
  '/texts/dhanurveda_samhita/1.176', // a verse
  // The Hindi edition: its pages are Devanagari from the first line, with both Devanagari weights.
  '/hi/', // home
  '/hi/astras/brahmastra', // item detail
  '/hi/texts/dhanurveda_samhita/1.176', // a verse
] as const;

/** Pages from `PAGES=/quiz,/astras` when it is set, else all of them. */
export function pagesFromEnv(): string[] {
  const fromEnv = process.env.PAGES;
  if (!fromEnv) return [...AUDITED_PAGES];
  const pages = fromEnv
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  for (const page of pages) {
    if (!page.startsWith('/')) throw new Error(`PAGES: "${page}" is not a path (it must start with /)`);
  }
  return pages;
}
