/**
 * The site-wide search in the browser and on the server. In the browser the engine and its index
 * (from the content artifact, see `searchIndexPlugin` in vite.config.ts) are one lazily loaded
 * chunk: nothing of it is in a page's first load; it arrives when a visitor first focuses a search
 * field. The server renders /search?q= with the same engine and the artifact's index.
 */
import { localePath, type Locale } from '@shastra/content/contract/locales';
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { MAX_QUERY_LENGTH } from '@shastra/content/contract/search';
import type { SearchHit, SearchIndex } from '@shastra/content/search';

export type { SearchHit };

export type SearchFunction = (query: string, limit: number) => SearchHit[];

export { MAX_QUERY_LENGTH } from '@shastra/content/contract/search';

/** The results page for a query in an edition (the page itself when there is nothing to look for). */
export const searchPath = (locale: Locale, query: string) =>
  localePath(locale, query.trim() ? pagePath.search(query.trim()) : FIXED_PAGES.search);

/** Results for a query with a given engine and index. */
export function searchHits(
  engine: typeof import('@shastra/content/search'),
  index: SearchIndex,
  query: string,
  limit: number,
): SearchHit[] {
  return engine.search(index, query.slice(0, MAX_QUERY_LENGTH), limit).map(engine.toHit);
}

/** Each edition's index: a chunk of its own, so a page loads only its edition's. */
const INDEXES: Readonly<Record<Locale, () => Promise<{ default: SearchIndex }>>> = {
  en: () => import('virtual:search-index-en'),
  hi: () => import('virtual:search-index-hi'),
};

const loading = new Map<Locale, Promise<SearchFunction>>();

/** Loads the engine and the edition's index once; later calls share the same promise. */
export function loadSearch(locale: Locale): Promise<SearchFunction> {
  let search = loading.get(locale);
  if (!search) {
    search = Promise.all([import('@shastra/content/search'), INDEXES[locale]()]).then(
      ([engine, { default: index }]) => {
        // The first query builds the engine's tables: pay for it now, not on the first keystroke.
        engine.search(index, 'a', 1);
        return (query: string, limit: number) => searchHits(engine, index, query, limit);
      },
    );
    loading.set(locale, search);
  }
  return search;
}
