/**
 * What a page shows of a search result (the entry's full texts stay in the index): the same shape
 * whether the browser ranked it, the server rendered it in /search?q=, or the verse search answered
 * it as JSON.
 */
import { MAX_QUERY_LENGTH, VERSE_HITS } from '../contract/search.ts';
import { search } from './search.ts';
import type { Highlight, SearchIndex, SearchResult } from './types.ts';

export interface SearchHit {
  kind: string;
  title: string;
  titleHighlights: Highlight[];
  /** The title is a fact or a question: show it as text, not as a name. */
  proseTitle: boolean;
  sanskrit?: string;
  sanskritHighlights: Highlight[];
  url: string;
  snippet: { text: string; highlights: Highlight[] };
}

export const toHit = ({ entry, titleHighlights, sanskritHighlights, snippet }: SearchResult): SearchHit => ({
  kind: entry.kind,
  title: entry.title,
  titleHighlights,
  proseTitle: entry.proseTitle === true,
  ...(entry.sanskrit ? { sanskrit: entry.sanskrit } : {}),
  sanskritHighlights,
  url: entry.url,
  // A fact or question is its own title: its snippet would repeat it.
  snippet: entry.proseTitle ? { text: '', highlights: [] } : snippet,
});

/**
 * The verses that match a query in their words (the translation or the original): a query that
 * only names the text ("dhanurveda") would otherwise list its first verses, which says nothing.
 */
export function verseHits(index: SearchIndex, query: string, limit = VERSE_HITS): SearchHit[] {
  return search(index, query.slice(0, MAX_QUERY_LENGTH), limit * 20)
    .map(toHit)
    .filter((hit) => hit.snippet.highlights.length > 0)
    .slice(0, limit);
}
