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
