/**
 * Spelling-blind matching of a short query against a name, for the search boxes that filter a
 * list (home, category and sub-item listings): the same keys as the site-wide search, so typing
 * `sharnga` finds `Śārṅga` and `शार्ङ्ग` everywhere. Matching is a substring of the name's key
 * (words joined by spaces), as the listing filters have always been substring matches.
 */
import { searchKey, tokenize } from './searchKey.ts';

export interface MatchRange {
  /** [start, end) in the text as written. */
  start: number;
  end: number;
}

/**
 * Where `query` occurs in `text`, as ranges of the text as written (diacritics, Devanagari and
 * all); an empty list when it does not occur; null when the query has nothing to search for.
 */
export function findMatches(text: string, query: string): MatchRange[] | null {
  const needle = searchKey(query);
  if (!needle) return null;
  // The text's key, and for each key character where its source starts and ends in the text.
  let key = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (const token of tokenize(text)) {
    if (key) {
      key += ' ';
      starts.push(token.start);
      ends.push(token.start);
    }
    for (let i = 0; i < token.key.length; i++) {
      key += token.key[i];
      starts.push(i === 0 ? token.start : (token.ends[i - 1] ?? token.start));
      ends.push(token.ends[i] ?? token.end);
    }
  }
  const ranges: MatchRange[] = [];
  for (let at = key.indexOf(needle); at !== -1; at = key.indexOf(needle, at + needle.length)) {
    ranges.push({ start: starts[at] ?? 0, end: ends[at + needle.length - 1] ?? text.length });
  }
  return ranges;
}

/** Whether `text` matches `query` (an empty query matches everything). */
export function matchesQuery(text: string, query: string): boolean {
  const ranges = findMatches(text, query);
  return ranges === null || ranges.length > 0;
}

/** `text` cut into parts, the matching ones marked, for highlighting. */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const ranges = findMatches(text, query) ?? [];
  const parts: { text: string; match: boolean }[] = [];
  let cursor = 0;
  for (const { start, end } of ranges) {
    if (start > cursor) parts.push({ text: text.slice(cursor, start), match: false });
    if (end > start) parts.push({ text: text.slice(start, end), match: true });
    cursor = Math.max(cursor, end);
  }
  if (cursor < text.length || parts.length === 0) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}
