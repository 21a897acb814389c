/**
 * A chapter's recorded length (`chapter_lengths` of a text, content/src/texts/schema.ts) is the
 * number of its last verse: it names a chapter of which the site holds verses, and no held verse
 * lies beyond it.
 */
import type { Corpus } from '../index.ts';
import { chapterOf } from './chapters.ts';
import { refParts } from './locator.ts';

export function checkChapterLengths(corpus: Corpus): string[] {
  const problems: string[] = [];
  for (const text of corpus.texts) {
    const levels = text.scheme.levels.length;
    for (const [chapter, length] of Object.entries(text.chapter_lengths ?? {})) {
      const held = text.verses.filter((verse) => chapterOf(verse.ref, levels) === chapter);
      if (held.length === 0) {
        problems.push(`texts/${text.id}.yaml: chapter_lengths names ${chapter}, of which no verse is held`);
        continue;
      }
      for (const verse of held) {
        const n = refParts(verse.ref.split('*')[0] ?? verse.ref)[levels - 1] ?? 0;
        if (n > length) {
          problems.push(
            `texts/${text.id}: ${verse.ref} lies beyond the ${length} verses chapter_lengths gives ${chapter}`,
          );
        }
      }
    }
  }
  return problems;
}
