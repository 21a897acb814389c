/**
 * A content file in another language: the English file with the strings of its translation laid
 * over it (docs/translation.md). The translation has the shape of the English file's translatable
 * part (translatable.ts): objects by key, list entries by their id, key or ref where they have one
 * and by position where they do not. What it leaves out stays English.
 */
import { entryKey, notTranslated } from './translatable.ts';

export function mergeTranslation(english: unknown, translated: unknown, key = '', list = ''): unknown {
  if (translated === undefined || translated === null || notTranslated(key, list)) return english;
  if (typeof english === 'string') return typeof translated === 'string' ? translated : english;
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return english;
    const named = english.map(entryKey).find(Boolean);
    if (!named) return english.map((entry, i) => mergeTranslation(entry, translated[i], '', key));
    const byName = new Map(translated.map((entry) => [(entry as Record<string, unknown> | null)?.[named], entry]));
    return english.map((entry) =>
      mergeTranslation(entry, byName.get((entry as Record<string, unknown>)[named]), '', key),
    );
  }
  if (english && typeof english === 'object') {
    if (typeof translated !== 'object' || Array.isArray(translated)) return english;
    const record = translated as Record<string, unknown>;
    return Object.fromEntries(Object.entries(english).map(([k, v]) => [k, mergeTranslation(v, record[k], k, list)]));
  }
  return english;
}

/** A file of verses in another language: each verse's `en` replaced by the translation's `<lang>`. */
export function mergeVerseTranslations<V extends { ref: string; en: string }>(
  verses: readonly V[],
  translated: unknown,
  lang: string,
): { verses: V[]; translatedRefs: Set<string> } {
  const byRef = new Map<string, string>();
  if (Array.isArray(translated))
    for (const entry of translated as Array<Record<string, unknown>>) {
      const text = entry?.[lang];
      if (typeof entry?.ref === 'string' && typeof text === 'string') byRef.set(entry.ref, text);
    }
  return {
    verses: verses.map((verse) => {
      const text = byRef.get(verse.ref);
      return text === undefined ? verse : { ...verse, en: text };
    }),
    translatedRefs: new Set(byRef.keys()),
  };
}
