/**
 * The interface-string catalogs agree: every language has exactly the English keys, with the same
 * placeholders and tags in each string, and a Hindi string is written in Devanagari.
 */
import { describe, expect, it } from 'vitest';
import { catalogs } from './catalog.ts';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a catalog by its dotted key. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [child, text] of leaves(value, path)) found.set(child, text);
  }
  return found;
}

const marks = (text: string) => [...text.matchAll(/\{\w+\}|<\/?\w+>/g)].map(([mark]) => mark).sort();

const english = leaves(catalogs.en as unknown as Tree);
const hindi = leaves(catalogs.hi as unknown as Tree);

/** The words of a string, without its placeholders, tags, punctuation and digits. */
const words = (text: string) => text.replace(/\{\w+\}|<\/?\w+>/g, '').replace(/[\p{P}\p{S}\s\d।॥]/gu, '');
/** Strings written the same in every language, by key. */
const SAME_STRINGS = new Set(['feedback.emailPlaceholder']);
/** Tags a translation leaves out, with why. */
const TAGS_LEFT_OUT: Readonly<Record<string, string>> = {
  'home.dhanurvedaSubtitle': 'the English italicises the IAST word; the Hindi writes no IAST',
};
/** Words the same in every language: brand names and technical terms. */
const SAME_IN_HINDI = /^(?:µm|API|JSON|OpenAPI|UPI|Instagram|X|WhatsApp|IAST|Shastra)$/u;

describe('interface-string catalogs', () => {
  it('Hindi has exactly the English keys', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('each Hindi string keeps the placeholders and tags of its English', () => {
    const placeholders = (text: string) => marks(text).filter((mark) => mark.startsWith('{'));
    const differing = [...english].filter(([key, text]) =>
      key in TAGS_LEFT_OUT
        ? placeholders(text).join() !== placeholders(hindi.get(key) ?? '').join()
        : marks(text).join() !== marks(hindi.get(key) ?? '').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('each Hindi string is Hindi, unless it holds only names, numbers or brands', () => {
    const notHindi = [...hindi].filter(
      ([key, text]) =>
        !SAME_STRINGS.has(key) &&
        !/\p{Script=Devanagari}/u.test(text) &&
        words(text) !== '' &&
        !SAME_IN_HINDI.test(words(text)),
    );
    expect(notHindi).toEqual([]);
    const untranslated = [...hindi].filter(
      ([key, text]) => text === english.get(key) && /[a-z]{3,} [a-z]{3,}/i.test(text.replace(/\{\w+\}/g, '')),
    );
    expect(untranslated).toEqual([]);
  });
});
