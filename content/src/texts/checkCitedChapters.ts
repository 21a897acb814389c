/**
 * A chapter the site cites in three or more verses is held whole (docs/decisions.md, "Chapters held
 * whole"): every verse of it, as many as `chapter_lengths` gives it, so a reader who opens one of
 * those verses can read the passage around it. Where that cannot be done, the text says why in
 * `partial_chapters` (an edition that is not public domain, verses its print lacks).
 */
import { SOURCE_LINK } from '../text/proseLinks.ts';
import type { Corpus } from '../index.ts';
import { chapterOf } from './chapters.ts';
import { citationsByPage } from './buildTextDocuments.ts';
import { resolveCitation, textRegistry } from './citations.ts';

/** How many verses of a chapter make it one the site must hold whole. */
export const WHOLE_CHAPTER_CITED_VERSES = 3;

/** The verses each chapter is cited in, by text id and chapter, from the pages' sources and their prose. */
export function citedVerses(corpus: Corpus): Map<string, Map<string, Set<number>>> {
  const registry = textRegistry(corpus.texts);
  const cited = new Map<string, Map<string, Set<number>>>();
  const add = (source: { text: string; ref: string }) => {
    const { text, parts } = resolveCitation(registry, source);
    if (!text) return;
    const levels = text.scheme.levels.length;
    for (const part of parts) {
      if (part.first === undefined || part.last === undefined) continue;
      const chapter = chapterOf(part.first, levels);
      // A run across chapters names whole chapters or their ends: counted where it starts.
      const number = (ref: string) => Number(ref.split('*')[0]?.split('.').at(-1));
      const last =
        chapterOf(part.last, levels) === chapter ? number(part.last) : (text.chapter_lengths?.[chapter] ?? 0);
      const byChapter = cited.get(text.id) ?? new Map<string, Set<number>>();
      cited.set(text.id, byChapter);
      const verses = byChapter.get(chapter) ?? new Set<number>();
      byChapter.set(chapter, verses);
      for (let n = number(part.first); n <= last; n++) verses.add(n);
    }
  };
  for (const page of citationsByPage(corpus)) for (const citation of page.citations) add(citation);
  const prose = JSON.stringify({ ...corpus, texts: [] });
  for (const [, , text = '', ref = ''] of prose.matchAll(SOURCE_LINK)) add({ text, ref });
  return cited;
}

/** A chapter cited in three or more verses, with how many of its verses the site holds. */
export interface CitedChapter {
  text: Corpus['texts'][number];
  chapter: string;
  cited: number;
  held: number;
  /** Its length in our numbering, where `chapter_lengths` records it. */
  length: number | undefined;
  whole: boolean;
}

/** Every chapter the site must hold whole: cited in three or more verses of a text with chapters not held whole. */
export function citedChapters(corpus: Corpus): CitedChapter[] {
  const cited = citedVerses(corpus);
  return corpus.texts.flatMap((text) => {
    // A text held whole, or one without chapters (a single hymn), has nothing to add.
    const levels = text.scheme.levels.length;
    if (text.complete || levels < 2) return [];
    return [...(cited.get(text.id) ?? [])]
      .filter(([, verses]) => verses.size >= WHOLE_CHAPTER_CITED_VERSES)
      .map(([chapter, verses]) => {
        const length = text.chapter_lengths?.[chapter];
        const held = text.verses.filter((verse) => chapterOf(verse.ref, levels) === chapter).length;
        return { text, chapter, cited: verses.size, held, length, whole: length !== undefined && held >= length };
      });
  });
}

export function checkCitedChapters(corpus: Corpus): string[] {
  const chapters = citedChapters(corpus);
  const problems = chapters
    .filter(({ text, chapter, whole }) => !whole && text.partial_chapters?.[chapter] === undefined)
    .map(
      ({ text, chapter, cited, held, length }) =>
        `texts/${text.id}: chapter ${chapter} is cited in ${cited} verses, so it is held whole, ` +
        `but the site holds ${held} of ${length ?? 'an unrecorded number of'} verses ` +
        `(add them and its chapter_lengths, or say why not in partial_chapters)`,
    );
  for (const text of corpus.texts) {
    for (const chapter of Object.keys(text.partial_chapters ?? {})) {
      if (!chapters.some((entry) => entry.text === text && entry.chapter === chapter)) {
        problems.push(`texts/${text.id}.yaml: partial_chapters names ${chapter}, which need not be held whole`);
      }
    }
  }
  return problems;
}
