/**
 * The site-wide search, browser side: the query engine and the spelling normaliser. The index is
 * built in Node by `./buildSearchIndex.ts` (imported separately, never from the browser).
 */
export { clusterEnd } from './clusters.ts';
export { toHit, verseHits, type SearchHit } from './hits.ts';
export { search } from './search.ts';
export { isStopWord, searchKey, searchWords, tokenize, type SearchToken } from './searchKey.ts';
export type { Highlight, SearchEntry, SearchField, SearchIndex, SearchResult, Snippet } from './types.ts';
