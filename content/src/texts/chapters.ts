/**
 * Chapters: the level above a verse ("7.33" of the Mahābhārata, section "1" of the
 * Dhanurveda-saṃhitā), the unit a reader reads in order. A text whose locators have one level (a
 * stanza, a section of an article) has no chapters. This file stays free of zod so the browser can
 * import it.
 */
import { refParts } from './locator.ts';

/** The chapter of `ref` in a text whose locators have `levels` levels; '' when it has none. */
export function chapterOf(ref: string, levels: number): string {
  if (levels < 2) return '';
  return (
    ref
      .split('*')[0]
      ?.split('.')
      .slice(0, levels - 1)
      .join('.') ?? ''
  );
}

/** A run of verses, from its first to its last ref (equal for one verse). */
export interface VerseRun {
  first: string;
  last: string;
}

/**
 * The numbered verses of a chapter that the site does not hold, from verse 1 up to the last it
 * holds: `held` are refs of one chapter, in text order. A sub-verse ("1.237.1") or a passage of the
 * critical apparatus ("8.65.13*1039") counts as the verse it follows. The verses after the last one
 * held are counted up to the chapter's `length` where it is known, else not at all.
 */
export function missingVerses(chapter: string, held: readonly string[], levels: number, length = 0): VerseRun[] {
  const numbers = new Set<number>();
  for (const ref of held) {
    const n = refParts(ref.split('*')[0] ?? ref)[levels - 1];
    if (n !== undefined && n > 0) numbers.add(n);
  }
  const last = Math.max(length, ...numbers);
  const runs: VerseRun[] = [];
  const at = (n: number) => (chapter ? `${chapter}.${n}` : String(n));
  let start: number | undefined;
  for (let n = 1; n <= last + 1; n++) {
    const absent = n <= last && !numbers.has(n);
    if (absent && start === undefined) start = n;
    if (!absent && start !== undefined) {
      runs.push({ first: at(start), last: at(n - 1) });
      start = undefined;
    }
  }
  return runs;
}

/** Whether `b` comes right after `a` in the text: the next number, or a sub-verse of it, in one chapter. */
export function follows(a: string, b: string, levels: number): boolean {
  if (chapterOf(a, levels) !== chapterOf(b, levels)) return false;
  const x = refParts(a.split('*')[0] ?? a)[levels - 1] ?? 0;
  const y = refParts(b.split('*')[0] ?? b)[levels - 1] ?? 0;
  return y === x || y === x + 1;
}
