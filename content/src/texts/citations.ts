/**
 * From a citation as authors write it ({ text, ref }) to the verse pages it opens. The text is
 * found by its registry id, title, short title or an alias; the ref is split into its parts
 * ("1.33–34, 1.44": two parts), and each part is a verse, a range, a chapter or a description.
 * A verse or range whose first and last verses we hold opens its page. docs/decisions.md, "Texts
 * and verses", has the rules.
 */
import { pagePath } from '../contract/pages.ts';
import { chapterOf } from './chapters.ts';
import { compareRefs, formatLocator } from './locator.ts';
import type { Text } from './schema.ts';

type CitationLevel = 'verse' | 'chapter' | 'book';

interface CitationPart {
  /** The part as the site shows it ("1.33–34"). */
  label: string;
  level: CitationLevel;
  /** The verse page it opens, when we hold its verses. */
  path?: string;
  first?: string;
  last?: string;
}

export interface ResolvedCitation {
  text: Text | undefined;
  parts: CitationPart[];
}

const fold = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const indexes = new WeakMap<Text, Map<string, number>>();

/** Each verse's position in its text, by ref (computed once per text). */
export function verseIndex(text: Text): Map<string, number> {
  let index = indexes.get(text);
  if (!index) {
    index = new Map(text.verses.map((verse, i) => [verse.ref, i]));
    indexes.set(text, index);
  }
  return index;
}

const chapterSets = new WeakMap<Text, Set<string>>();

/** The chapters of which the site holds a verse (each has a page). */
function heldChapters(text: Text): Set<string> {
  let chapters = chapterSets.get(text);
  if (!chapters) {
    const levels = text.scheme.levels.length;
    chapters = new Set(levels < 2 ? [] : text.verses.map((verse) => chapterOf(verse.ref, levels)));
    chapterSets.set(text, chapters);
  }
  return chapters;
}

export interface TextRegistry {
  byName(name: string): Text | undefined;
  texts: readonly Text[];
}

export function textRegistry(texts: readonly Text[]): TextRegistry {
  const names = new Map<string, Text>();
  for (const text of texts) {
    for (const name of [text.id, text.title, text.short_title, ...text.aliases]) {
      // A title in another script folds to nothing: such a text is found by its English names.
      if (fold(name) === '') continue;
      const other = names.get(fold(name));
      if (other && other !== text) throw new Error(`texts: "${name}" names both ${other.id} and ${text.id}`);
      names.set(fold(name), text);
    }
  }
  return { texts, byName: (name) => names.get(fold(name)) };
}

/** Suśruta's sections are written as words in refs ("sutra.26.3"); citations spell them out. */
const SECTION_WORDS: Record<string, string> = {
  sutrasthana: 'sutra',
  nidanasthana: 'nidana',
  sharirasthana: 'sharira',
  sarirasthana: 'sharira',
  chikitsasthana: 'chikitsa',
  cikitsasthana: 'chikitsa',
  kalpasthana: 'kalpa',
  uttaratantra: 'uttara',
};

const PART = /^(?:(\p{L}+)\s+)?(\d+(?:\.\d+)*)(?:\s*[–-]\s*(\d+(?:\.\d+)*))?$/u;

export function resolveCitation(registry: TextRegistry, source: { text: string; ref: string }): ResolvedCitation {
  const text = registry.byName(source.text);
  const levels = text?.scheme.levels.length ?? Infinity;
  const held = text ? verseIndex(text) : new Map<string, number>();
  let section: string | undefined;
  const parts = source.ref.split(/\s*[,;]\s+/).map((label): CitationPart => {
    const match = PART.exec(label.trim());
    if (!match) return { label, level: 'book' };
    const [, word, start = '', end] = match;
    if (word) section = SECTION_WORDS[fold(word).replace(/ /g, '')] ?? section;
    const prefix =
      word !== undefined || (section !== undefined && start.split('.').length < levels) ? section : undefined;
    const withSection = (ref: string) => (prefix ? `${prefix}.${ref}` : ref);
    const first = withSection(start);
    const depth = first.split('.').length;
    if (depth < levels) {
      // A chapter of which the site holds verses opens its page; a part of a chapter above it
      // (a book of the Mahābhārata) does not.
      // A run of chapters ("7.32–34") opens the first of them the site holds.
      const chapter: CitationPart = { label, level: 'chapter' };
      if (text && depth === levels - 1) {
        const head = first.split('.').slice(0, -1);
        const from = Number(first.split('.').at(-1));
        const to = end === undefined ? from : Number(end.split('.').at(-1));
        const held = heldChapters(text);
        for (let n = from; n <= to && end?.includes('.') !== true; n++) {
          const candidate = [...head, String(n)].join('.');
          if (held.has(candidate)) {
            chapter.path = pagePath.chapter(text.id, candidate);
            break;
          }
        }
      }
      return chapter;
    }
    let last = first;
    if (end !== undefined) {
      const head = start.split('.');
      const tail = end.split('.');
      last = withSection([...head.slice(0, Math.max(0, head.length - tail.length)), ...tail].join('.'));
      if (compareRefs(first, last) >= 0) return { label, level: 'verse' };
    }
    const part: CitationPart = { label, level: 'verse', first, last };
    if (text && held.has(first) && held.has(last)) part.path = pagePath.verse(text.id, formatLocator({ first, last }));
    return part;
  });
  return { text, parts };
}
