import type { Messages } from '../../i18n/messages/types.ts';

/** A level's key in the strings: its name without diacritics (adhyāya → adhyaya, ṛc → rc). */
export const levelKey = (level: string) => level.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The name of a level of a text's locators ("chapter", "adhyāya") in the edition: the content
 * gives them in English only (they are not translated), so the strings name each; a level the
 * strings do not know yet shows as the content writes it.
 */
export function levelName(t: Messages['texts'], level: string): string {
  const names: Readonly<Record<string, string>> = t.levels;
  return names[levelKey(level)] ?? level;
}

/** The name of the level above a verse (the chapter's: "chapter", "sarga"), when the text has one. */
export function chapterLevelName(t: Messages['texts'], levels: readonly string[]): string | undefined {
  const level = levels.length >= 2 ? levels.at(-2) : undefined;
  return level && levelName(t, level);
}

/** Runs of verses as a list: "7.33.1–11, 7.33.13", or with `numbersOnly` the verse numbers "1–11, 13". */
export function runList(runs: readonly { first: string; last: string }[], numbersOnly = false): string {
  const show = (ref: string) => (numbersOnly ? (ref.split('.').at(-1) ?? ref) : ref);
  return runs
    .map(({ first, last }) => (first === last ? show(first) : `${show(first)}–${last.split('.').at(-1) ?? last}`))
    .join(', ');
}
