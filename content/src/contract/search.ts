/**
 * The search's contract between the server and the browser: how long a query may be, and the verse
 * search, which the server answers as JSON (the verses' index is too large to send to a browser;
 * docs/decisions.md, "Search, converter, script and theme").
 */

/** Longest query the pages and the verse search read: the engine reads 12 words, so this loses nothing. */
export const MAX_QUERY_LENGTH = 200;

/** `GET /search/verses?q=…`: `{ query, hits }`, the verses whose words match (at most VERSE_HITS). */
export const VERSE_SEARCH_PATH = '/search/verses';

/** The verses a results page lists: the best few, each opening its page. */
export const VERSE_HITS = 10;
