/**
 * The site-wide search index and its results. The index is plain JSON (built at build time by
 * `buildSearchIndex.ts`, shipped in a lazily loaded chunk, read by `search.ts`).
 */

/** One searchable thing: a category, an item, a sage, a fact, a quiz question. */
export interface SearchEntry {
  /** User-facing label: 'Category', the category name for items, 'Sage', 'Fact', 'Quiz question'. */
  kind: string;
  /** Display name (for facts and quiz questions, the fact or question itself). */
  title: string;
  /** The Devanagari name, where the content has one (show it with lang="sa"). */
  sanskrit?: string;
  /** The page it lives on. */
  url: string;
  /** Other names that find the entry but are not shown (e.g. Saptarṣi for every sage). */
  aliases?: string[];
  /** Paragraphs of the introduction: searched with more weight than `text`. */
  intro?: string[];
  /** The other prose of the page, one string per paragraph or list line. */
  text?: string[];
  /** Where the entry sits (its category, its parent item): matched with the least weight, not shown. */
  context?: string[];
  /** The title is prose (a fact, a quiz question): it is searched as prose, not as a name. */
  proseTitle?: true;
}

/**
 * The fields of an entry, in the order their ids are numbered: title, sanskrit, aliases, intro,
 * text, context. A field is one string: the title, one alias, one paragraph.
 */
export type SearchField = 'title' | 'sanskrit' | 'alias' | 'intro' | 'text' | 'context';

export interface SearchIndex {
  /** Bumped when the shape changes, so a stale chunk is not misread. */
  version: 1;
  entries: SearchEntry[];
  /** The keys of each entry's title words but stop words, joined by spaces ('' for prose titles): for the title bonus. */
  titleKeys: string[];
  /** Every word key of the index, sorted (code unit order), each once. */
  terms: string[];
  /**
   * For each term, the ids of the fields holding it, ascending, delta-encoded (each number is the
   * difference from the one before) to keep the JSON small. Field ids number the fields of all
   * entries in order (see `SearchField`).
   */
  postings: number[][];
}

/** A character range [start, end) in a string. */
export type Highlight = [start: number, end: number];

export interface Snippet {
  /** A short excerpt (at most about 160 characters), cut at word boundaries, with '…' where cut. */
  text: string;
  /** The matched words, as ranges into `text`. */
  highlights: Highlight[];
}

export interface SearchResult {
  entry: SearchEntry;
  score: number;
  /** The most important field a query word matched in. */
  field: SearchField;
  /** The matched words of `entry.title`. */
  titleHighlights: Highlight[];
  /** The matched part of `entry.sanskrit` (empty when it did not match or there is none). */
  sanskritHighlights: Highlight[];
  /** The best matching prose, or the start of the introduction when only the name matched. */
  snippet: Snippet;
}
