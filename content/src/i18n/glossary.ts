/**
 * The termbase of a translation (content/i18n/<lang>/glossary.yaml; docs/translation.md): one
 * name in the language for each name of the English (a person, a god, a text, an astra, a vyūha, a
 * technical word). Wherever an English string uses a name, its translation must use that name.
 */
import { entryKey } from './translatable.ts';
import { SOURCE_LINK } from '../text/proseLinks.ts';

/** English name → the name in the translation's language. */
export type Glossary = ReadonlyMap<string, string>;

/** Letters (with their marks) make up a word; everything else separates words. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The glossary's names as patterns that find them as whole words, case aside. */
function patterns(glossary: Glossary): Array<[RegExp, string, string]> {
  return [...glossary].map(([english, translated]) => [
    new RegExp(`(?<![\\p{L}\\p{M}])${escape(english.normalize('NFC'))}(?![\\p{L}\\p{M}])`, 'iu'),
    english,
    translated,
  ]);
}

/** The keys that name list entries: the same in both languages, never prose. */
const ENTRY_NAMES = new Set(['id', 'key', 'ref']);

/** Pairs of an English string and its translation, walked in step (the shape of merge.ts). */
export function translatedPairs(
  english: unknown,
  translated: unknown,
  where: string,
  out: Array<[string, string, string]>,
) {
  if (typeof english === 'string') {
    if (typeof translated === 'string') out.push([english, translated, where]);
    return out;
  }
  if (Array.isArray(english) && Array.isArray(translated)) {
    const named = english.map(entryKey).find(Boolean);
    english.forEach((entry, i) => {
      const other = named
        ? translated.find(
            (t) => (t as Record<string, unknown> | null)?.[named] === (entry as Record<string, unknown>)[named],
          )
        : translated[i];
      translatedPairs(entry, other, `${where}[${i}]`, out);
    });
    return out;
  }
  if (english && typeof english === 'object' && translated && typeof translated === 'object')
    for (const [key, value] of Object.entries(english))
      if (!ENTRY_NAMES.has(key))
        translatedPairs(value, (translated as Record<string, unknown>)[key], `${where}.${key}`, out);
  return out;
}

/** Every place where the English uses a name of the glossary and its translation does not use the glossary's. */
export function checkGlossary(glossary: Glossary, pairs: ReadonlyArray<[string, string, string]>): string[] {
  const compiled = patterns(glossary);
  const problems: string[] = [];
  for (const [english, translated, where] of pairs) {
    // A reference's target (`dhanurveda_samhita 1.35`) is not a name the English uses.
    const text = english.replace(SOURCE_LINK, '$1').normalize('NFC');
    for (const [pattern, name, wanted] of compiled)
      if (pattern.test(text) && !translated.includes(wanted))
        problems.push(`${where}: the English names ${name}; the translation should write it ${wanted}`);
  }
  return problems;
}
