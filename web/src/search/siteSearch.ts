/**
 * The site-wide search in the browser and on the server. In the browser the engine and its index
 * (from the content artifact, see `searchIndexPlugin` in vite.config.ts) are one lazily loaded
 * chunk: nothing of it is in a page's first load; it arrives when a visitor first focuses a search
 * field. The server renders /search?q= with the same engine and the artifact's index.
 */
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { MAX_QUERY_LENGTH } from '@shastra/content/contract/search';
import type { SearchHit, SearchIndex } from '@shastra/content/search';

export type { SearchHit };

export type SearchFunction = (query: string, limit: number) => SearchHit[];

export { MAX_QUERY_LENGTH } from '@shastra/content/contract/search';

/** The results page for a query (the page itself when there is nothing to look for). */
export const searchPath = (query: string) => (query.trim() ? pagePath.search(query.trim()) : FIXED_PAGES.search);

/** Results for a query with a given engine and index. */
export function searchHits(
  engine: typeof import('@shastra/content/search'),
  index: SearchIndex,
  query: string,
  limit: number,
): SearchHit[] {
  return engine.search(index, query.slice(0, MAX_QUERY_LENGTH), limit).map(engine.toHit);
}

let loading: Promise<SearchFunction> | undefined;

/** Loads the engine and index once; later calls share the same promise. */
export function loadSearch(): Promise<SearchFunction> {
  loading ??= Promise.all([import('@shastra/content/search'), import('virtual:search-index')]).then(
    ([engine, { default: index }]) => {
      // The first query builds the engine's tables: pay for it now, not on the first keystroke.
      engine.search(index, 'a', 1);
      return (query, limit) => searchHits(engine, index, query, limit);
    },
  );
  return loading;
}
