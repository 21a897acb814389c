/**
 * Which strings of the content a translation gives (docs/translation.md). A translation of a
 * content file (content/i18n/<lang>/<same path>.yaml) has the shape of the English file, less
 * everything listed here: it never repeats ids, citations, links, colours, the Sanskrit itself or
 * the bibliographic record of an edition, so those cannot drift between the languages.
 */

import { NOT_PROSE } from '../notProse.ts';

/** Keys whose values are never translated, at any depth: the translation leaves them out. */
const NOT_TRANSLATED = new Set([
  // ids, locators, links, files and settings: never prose in any language (notProse.ts)
  ...NOT_PROSE,
  'order',
  'levels',
  'printed',
  'unit',
  'base_unit',
  'category',
  'front',
  'what_is',
  // the quiz's play mode: how hard a question is (young or scholar)
  'level',
  // citations: the text and its place are the same in every language
  'sources',
  'reference',
  'winners',
  // colours and drawing settings of the festival pages
  'dot_colors',
  'firework_colors',
  'flame_colors',
  'flame_glows',
  'background',
  'lamp_color',
  'rangoli_color',
  'rangoli_border',
  // the Sanskrit and its romanisation
  'sanskrit_name',
  'sa',
  'title_deva',
  'shlok',
  'shlok_iast',
  // the record of an edition and the scholarship a date rests on, cited as printed
  'edition',
  'source',
  'read_at',
  'licence',
  'editor',
  'publisher',
  'year',
  // names citations use to find a text; a translation may add its own search aliases instead
  'aliases',
  // an editor's record of why a cited chapter is not held whole; no page shows it
  'partial_chapters',
]);

/**
 * Keys never translated inside the entries of one list (`<list key>.<key>`): a theme's name is read
 * by code, and a hymn verse's `meaning` is already in its own language (Hindi or Marathi); only
 * its English meaning is translated.
 */
const NOT_TRANSLATED_UNDER = new Set(['themes.name', 'verses.meaning']);

/** Whether the value under `key` (in an entry of the list `list`, if any) is never translated. */
export const notTranslated = (key: string, list = '') =>
  NOT_TRANSLATED.has(key) || NOT_TRANSLATED_UNDER.has(`${list}.${key}`);

/** Whether a content file (path relative to content/data) holds verses. */
export const isVerseFile = (relativePath: string) => /^texts\/[^/]+\/verses[^/]*\.yaml$/.test(relativePath);

/** The key that names an entry of a list, so a translation's entries meet the English ones by name, not position. */
export function entryKey(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of ['id', 'key', 'ref']) if (typeof record[key] === 'string') return key;
  return undefined;
}

/**
 * The translatable part of an English value: strings kept, objects and lists reduced to what they
 * hold to translate (with the key that names each entry of a list), `undefined` where nothing is.
 */
export function translatablePart(value: unknown, key = '', list = ''): unknown {
  if (notTranslated(key, list)) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const parts = value.map((entry) => {
      const part = translatablePart(entry, '', key);
      const named = entryKey(entry);
      if (part === undefined || !named) return part;
      return { [named]: (entry as Record<string, unknown>)[named], ...(part as Record<string, unknown>) };
    });
    return parts.some((part) => part !== undefined) ? parts : undefined;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const part = translatablePart(v, k, list);
      if (part !== undefined) out[k] = part;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return undefined;
}
