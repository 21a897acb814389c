/**
 * The rules a translation file keeps (docs/translation.md): the shape of the English file's
 * translatable part (translatable.ts), every string of it translated, nothing added, and the
 * typography of the site's Hindi.
 */
import { proseLinkTargets, SOURCE_LINK } from '../text/proseLinks.ts';
import { entryKey, translatablePart } from './translatable.ts';

/** IAST letters with diacritics: a name left in roman type instead of written in Devanagari. */
const IAST_LETTER = /[āīūṛṝḷḹṃḥṅñṭḍṇśṣĀĪŪṚṜḶṂḤṄÑṬḌṆŚṢ]/;
/** Three English-looking words in a row: a sentence left untranslated. */
const ENGLISH_RUN = /\b[A-Za-z]{2,}[,;:]?\s+[A-Za-z]{2,}[,;:]?\s+[A-Za-z]{2,}\b/;
const DEVANAGARI = /[\u0900-\u097f]/;
const STRAIGHT_QUOTE = /['"]/;

/** Problems with one translated string. */
export function checkTranslatedString(marked: string, where: string): string[] {
  const problems: string[] = [];
  // A reference's target (`mahabharata 1.167.11–15`) is not words of the translation.
  const text = marked.replace(SOURCE_LINK, '$1');
  const show = (at: number) => text.slice(Math.max(0, at - 15), at + 25).replace(/\s+/g, ' ');
  if (!DEVANAGARI.test(text)) problems.push(`${where}: not translated (“${text.slice(0, 40)}”)`);
  const iast = text.search(IAST_LETTER);
  if (iast >= 0)
    problems.push(`${where}: roman letters with diacritics in “…${show(iast)}…”: write the name in Devanagari`);
  const english = ENGLISH_RUN.exec(text);
  if (english) problems.push(`${where}: English words “${english[0]}” left in the translation`);
  const quote = text.search(STRAIGHT_QUOTE);
  if (quote >= 0) problems.push(`${where}: straight quote in “…${show(quote)}…”: write ’ ‘ “ ” instead`);
  return problems;
}

function compare(english: unknown, translated: unknown, where: string, problems: string[]): void {
  if (typeof english === 'string') {
    if (typeof translated !== 'string') problems.push(`${where}: missing`);
    else {
      problems.push(...checkTranslatedString(translated, where));
      const targets = proseLinkTargets(english).join('; ');
      if (proseLinkTargets(translated).join('; ') !== targets)
        problems.push(`${where}: its references must open what the English’s do, in order (${targets || 'none'})`);
    }
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) {
      problems.push(`${where}: missing (a list of ${english.length})`);
      return;
    }
    const named = english.map(entryKey).find(Boolean);
    if (named) {
      const byName = new Map<unknown, unknown>();
      for (const [i, entry] of translated.entries()) {
        const name = (entry as Record<string, unknown> | null)?.[named];
        if (!english.some((e) => (e as Record<string, unknown>)[named] === name))
          problems.push(`${where}[${i}]: no English entry has ${named} ${JSON.stringify(name)}`);
        byName.set(name, entry);
      }
      for (const entry of english) {
        const name = (entry as Record<string, unknown>)[named];
        const { [named]: _name, ...rest } = entry as Record<string, unknown>;
        if (!byName.has(name)) problems.push(`${where}: ${named} ${JSON.stringify(name)} missing`);
        else {
          const { [named]: _same, ...translatedRest } = byName.get(name) as Record<string, unknown>;
          compare(rest, translatedRest, `${where}[${named}=${String(name)}]`, problems);
        }
      }
      return;
    }
    if (translated.length !== english.length)
      problems.push(`${where}: ${translated.length} entries, the English has ${english.length}`);
    english.forEach((entry, i) => {
      if (entry !== undefined && entry !== null) compare(entry, translated[i], `${where}[${i}]`, problems);
    });
    return;
  }
  if (english && typeof english === 'object') {
    if (!translated || typeof translated !== 'object' || Array.isArray(translated)) {
      problems.push(`${where}: missing`);
      return;
    }
    const record = translated as Record<string, unknown>;
    for (const key of Object.keys(record))
      if (!(key in english)) problems.push(`${where}.${key}: not in the English (or never translated)`);
    for (const [key, value] of Object.entries(english)) compare(value, record[key], `${where}.${key}`, problems);
  }
}

/** Problems with the translation of a content file (`english` parsed from content/data). */
export function checkTranslationFile(english: unknown, translated: unknown, file: string): string[] {
  const problems: string[] = [];
  compare(translatablePart(english), translated, file, problems);
  return problems;
}

/** Problems with the translation of a file of verses: `{ ref, <lang> }` for verses of the English file. */
export function checkVerseTranslations(
  english: ReadonlyArray<{ ref: string }>,
  translated: unknown,
  lang: string,
  file: string,
): string[] {
  if (!Array.isArray(translated)) return [`${file}: a list of { ref, ${lang} } expected`];
  const refs = new Set(english.map((verse) => verse.ref));
  const problems: string[] = [];
  const seen = new Set<string>();
  translated.forEach((entry: Record<string, unknown>, i) => {
    const ref = entry?.ref;
    const where = `${file}[${i}]`;
    if (typeof ref !== 'string' || !refs.has(ref))
      problems.push(`${where}: no English verse has ref ${JSON.stringify(ref)}`);
    else if (seen.has(ref)) problems.push(`${where}: ref ${ref} translated twice`);
    else seen.add(ref);
    const extra = Object.keys(entry ?? {}).filter((key) => key !== 'ref' && key !== lang);
    if (extra.length > 0) problems.push(`${where}: unexpected ${extra.join(', ')}`);
    const text = entry?.[lang];
    if (typeof text !== 'string') problems.push(`${where}: no ${lang}`);
    else problems.push(...checkTranslatedString(text, `${where}.${lang}`));
  });
  return problems;
}
