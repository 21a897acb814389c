/**
 * The texts' documents, and the verse links of every citation: which verse pages a citation opens
 * (added to each source as `parts`) and, for each verse, the pages of the site that cite it.
 */
import { FIXED_PAGES, pagePath } from '../contract/pages.ts';
import { documentKey } from '../contract/paths.ts';
import { isCitation, type Source } from '../citation.ts';
import type { Corpus } from '../index.ts';
import { SOURCE_LINK } from '../text/proseLinks.ts';
import { toIast } from '../transliterate.ts';
import { resolveCitation, textRegistry, verseIndex, type TextRegistry } from './citations.ts';
import { chapterOf, follows, missingVerses } from './chapters.ts';
import type { ChapterDocument, TextDocument, TextSummary, VerseDocument } from './documents.ts';
import { compareRefs, formatLocator, readableLocator } from './locator.ts';
import type { Text } from './schema.ts';

type Citation = Source;

/** Every citation under `value`, and every reference its prose marks, but for the keys in `skip` (an item's sub-items have their own page). */
function citationsIn(value: unknown, skip: readonly string[] = []): Citation[] {
  // A reference marked in prose cites its place as a citation does (content/src/text/proseLinks.ts).
  if (typeof value === 'string')
    return [...value.matchAll(SOURCE_LINK)].map(([, , text = '', ref = '']) => ({ text, ref }));
  if (Array.isArray(value)) return value.flatMap((child) => citationsIn(child));
  if (typeof value !== 'object' || value === null) return [];
  const own = isCitation(value) ? [value] : [];
  return [
    ...own,
    ...Object.entries(value)
      .filter(([key]) => !skip.includes(key))
      .flatMap(([, child]) => citationsIn(child)),
  ];
}

/** How a verse page names, among the pages that cite it, those whose title is not in the content. */
const PAGE_TITLES = {
  en: {
    homeFacts: 'Facts on the home page',
    quizQuestion: (n: number) => `Quiz, question ${n}`,
    sage: (name: string) => `${name}, one of the Seven Sages`,
  },
  hi: {
    homeFacts: 'मुखपृष्ठ के तथ्य',
    quizQuestion: (n: number) => `प्रश्नोत्तरी, प्रश्न ${n}`,
    sage: (name: string) => `${name}, सप्तर्षियों में से एक`,
  },
};

/** Each page of the site with the citations it shows. */
export function citationsByPage(corpus: Corpus): { path: string; title: string; citations: Citation[] }[] {
  const titles = PAGE_TITLES[corpus.translation?.lang === 'hi' ? 'hi' : 'en'];
  const pages: { path: string; title: string; citations: Citation[] }[] = [];
  pages.push({
    path: FIXED_PAGES.home,
    title: titles.homeFacts,
    citations: citationsIn(corpus.facts),
  });
  for (const category of corpus.categories) {
    const citations = citationsIn(category, ['items']);
    if (category.id === corpus.measures.category) citations.push(...citationsIn(corpus.measures));
    pages.push({ path: pagePath.category(category.id), title: category.name, citations });
    for (const item of category.items) {
      // What related.yaml says links this item to another is shown on its page, with its verses.
      const address = `${category.id}/${item.id}`;
      const related = corpus.related.filter(({ from, to }) => from === address || to === address);
      pages.push({
        path: pagePath.item(category.id, item.id),
        title: item.name,
        citations: [...citationsIn(item, ['items']), ...related.flatMap(({ sources }) => citationsIn(sources))],
      });
      for (const sub of item.items ?? []) {
        pages.push({
          path: pagePath.specific(category.id, item.id, sub.id),
          title: `${sub.name} (${item.name})`,
          citations: citationsIn(sub),
        });
      }
    }
  }
  corpus.quiz.forEach((entry, i) => {
    pages.push({
      path: pagePath.quizQuestion(i + 1),
      title: titles.quizQuestion(i + 1),
      citations: citationsIn(entry.quiz_information.sources),
    });
  });
  for (const sage of corpus.saptarishis) {
    pages.push({
      path: pagePath.sage(sage.key),
      title: titles.sage(sage.name),
      citations: citationsIn(sage),
    });
  }
  for (const festival of corpus.festivals) {
    const hymn = corpus.hymns.find((candidate) => candidate.id === festival.hymn);
    if (hymn) pages.push({ path: FIXED_PAGES[festival.page], title: hymn.title, citations: citationsIn(hymn) });
  }
  return pages.filter((page) => page.citations.length > 0);
}

export interface TextDocuments {
  registry: TextRegistry;
  documents: Map<string, unknown>;
  /** Every verse and range page, as a path. */
  paths: string[];
}

/** Which pages cite each verse, and every range some citation opens (key: textId/locator). */
function citationIndex(corpus: Corpus, registry: TextRegistry) {
  const citedOn = new Map<string, Map<string, string>>();
  const ranges = new Map<string, { text: Text; first: string; last: string }>();
  for (const page of citationsByPage(corpus)) {
    for (const citation of page.citations) {
      const { text, parts } = resolveCitation(registry, citation);
      if (!text) continue;
      for (const part of parts) {
        if (!part.path || !part.first || !part.last) continue;
        const { first, last } = part;
        if (first !== last) ranges.set(`${text.id}/${formatLocator({ first, last })}`, { text, first, last });
        for (const verse of versesBetween(text, first, last)) {
          const key = `${text.id}/${verse.ref}`;
          const pagesOf = citedOn.get(key) ?? new Map<string, string>();
          pagesOf.set(page.path, page.title);
          citedOn.set(key, pagesOf);
        }
      }
    }
  }
  return { citedOn, ranges };
}

/** The locators of every verse, range and chapter page of each text (what the page list needs, cheaply). */
export function textLocators(corpus: Corpus): Map<string, string[]> {
  const { ranges } = citationIndex(corpus, textRegistry(corpus.texts));
  const locators = new Map(
    corpus.texts.map((text) => [text.id, [...text.verses.map((verse) => verse.ref), ...chaptersOf(text).keys()]]),
  );
  for (const { text, first, last } of ranges.values()) locators.get(text.id)?.push(formatLocator({ first, last }));
  return locators;
}

/** Where a reader starts a text: its first chapter held, else its first verse; nothing when none is held. */
function startOf(text: Text): { start?: string } {
  const first = text.verses[0]?.ref;
  if (first === undefined) return {};
  const [chapter] = chaptersOf(text).keys();
  return { start: chapter ?? first };
}

/** The chapters of a text of which the site holds verses, each with its verses, in text order. */
export function chaptersOf(text: Text): Map<string, Text['verses']> {
  const chapters = new Map<string, Text['verses']>();
  const levels = text.scheme.levels.length;
  if (levels < 2) return chapters;
  for (const verse of text.verses) {
    const chapter = chapterOf(verse.ref, levels);
    chapters.set(chapter, [...(chapters.get(chapter) ?? []), verse]);
  }
  return chapters;
}

export function buildTextDocuments(corpus: Corpus): TextDocuments {
  const registry = textRegistry(corpus.texts);
  const documents = new Map<string, unknown>();
  const byId = new Map(corpus.texts.map((text) => [text.id, text]));
  const { citedOn, ranges } = citationIndex(corpus, registry);
  const summaries: TextSummary[] = corpus.texts.map((text) => ({
    id: text.id,
    title: text.title,
    title_deva: text.title_deva,
    short_title: text.short_title,
    kind: text.kind,
    group: text.group,
    author: text.author,
    verse_count: text.verses.length,
    ...startOf(text),
  }));
  documents.set(documentKey('texts'), summaries);
  const paths: string[] = [];
  for (const text of corpus.texts) {
    const { aliases: _aliases, verses, sections, ...fields } = text;
    const document: TextDocument = {
      ...fields,
      sections,
      contents: verses.map((verse) =>
        verse.printed ? { ref: verse.ref, printed: verse.printed } : { ref: verse.ref },
      ),
    };
    documents.set(documentKey('text', { textId: text.id }), document);
    for (const verse of verses) {
      documents.set(
        documentKey('verse', { textId: text.id, locator: verse.ref }),
        verseDocument(text, verse.ref, verse.ref, citedOn),
      );
      paths.push(pagePath.verse(text.id, verse.ref));
    }
  }
  for (const text of corpus.texts) {
    const chapters = [...chaptersOf(text)];
    chapters.forEach(([chapter, verses], i) => {
      documents.set(
        documentKey('chapter', { textId: text.id, chapter }),
        chapterDocument(text, chapter, verses, citedOn, chapters[i - 1]?.[0], chapters[i + 1]?.[0]),
      );
      paths.push(pagePath.chapter(text.id, chapter));
    });
  }
  for (const [key, { first, last }] of ranges) {
    const textId = key.split('/')[0] ?? '';
    const text = byId.get(textId);
    if (!text) continue;
    const locator = formatLocator({ first, last });
    documents.set(documentKey('verse', { textId, locator }), verseDocument(text, first, last, citedOn));
    paths.push(pagePath.verse(textId, locator));
  }
  return { registry, documents, paths };
}

function versesBetween(text: Text, first: string, last: string) {
  // Cited verses are held (the citation links only then); fall back to comparing refs otherwise.
  const index = verseIndex(text);
  const from = index.get(first);
  const to = index.get(last);
  if (from !== undefined && to !== undefined) return text.verses.slice(from, to + 1);
  return text.verses.filter((verse) => compareRefs(verse.ref, first) >= 0 && compareRefs(verse.ref, last) <= 0);
}

function verseDocument(
  text: Text,
  first: string,
  last: string,
  citedOn: ReadonlyMap<string, ReadonlyMap<string, string>>,
): VerseDocument {
  const verses = versesBetween(text, first, last);
  const start = text.verses.indexOf(verses[0] as Text['verses'][number]);
  const before = text.verses[start - 1];
  const after = text.verses[start + verses.length];
  const pages = new Map<string, string>();
  for (const verse of verses) {
    for (const [path, title] of citedOn.get(`${text.id}/${verse.ref}`) ?? []) pages.set(path, title);
  }
  const levels = text.scheme.levels.length;
  const chapter = chapterOf(first, levels);
  const oneChapter = levels >= 2 && chapter === chapterOf(last, levels);
  // In a range, the numbered verses between its ends that are not held.
  const notHeld =
    first !== last && oneChapter
      ? missingVerses(chapter, [...verses.map((verse) => verse.ref), last], levels).filter(
          (run) => compareRefs(run.first, first) > 0,
        )
      : [];
  return {
    text: textHeader(text, first),
    label: readableLocator(formatLocator({ first, last }, '–'), text.scheme.part_names),
    ...(oneChapter ? { chapter } : {}),
    verses: verses.map((verse) => ({ ...verse, sa_iast: toIast(verse.sa) })),
    not_held: notHeld,
    ...sentenceRunsOn(text, verses, before, after),
    ...(before ? { previous: neighbour(before.ref, first, levels, 'before') } : {}),
    ...(after ? { next: neighbour(after.ref, verses.at(-1)?.ref ?? last, levels, 'after') } : {}),
    cited_on: [...pages].map(([path, title]) => ({ path, title })),
  };
}

const textHeader = (text: Text, ref: string): VerseDocument['text'] => {
  const { title, editor, publisher, year } = editionOf(text, ref);
  return {
    id: text.id,
    title: text.title,
    title_deva: text.title_deva,
    short_title: text.short_title,
    scheme: text.scheme,
    edition: { title, editor, publisher, year },
  };
};

/**
 * The print a verse follows: where a text is read in several, the one whose part names the verse
 * ("…, and 1.20.12") or its book ("Book 5", "Books 2 and 6"); else the text's edition.
 */
function editionOf(text: Text, ref: string): Text['edition'] {
  const others = text.other_editions ?? [];
  const refsIn = (part: string): string[] => part.match(/\d+(?:\.\d+)+/g) ?? [];
  const booksIn = (part: string): string[] =>
    /Books? ([\d,\sand]+)/.exec(part.replace(/\d+(?:\.\d+)+/g, ''))?.[1]?.match(/\d+/g) ?? [];
  const book = ref.split('.')[0] ?? '';
  return (
    others.find((edition) => refsIn(edition.part).includes(ref)) ??
    others.find((edition) => booksIn(edition.part).includes(book)) ??
    text.edition
  );
}

/** Where the sentence of the first verse began before it, and that of the last goes on after it. */
function sentenceRunsOn(
  text: Text,
  verses: Text['verses'],
  before: Text['verses'][number] | undefined,
  after: Text['verses'][number] | undefined,
): Pick<VerseDocument, 'sentence_before' | 'sentence_after'> {
  const levels = text.scheme.levels.length;
  const first = verses[0]?.ref ?? '';
  const last = verses.at(-1)?.ref ?? '';
  // The held neighbour when it is the very next verse, else the neighbouring number, not held.
  const edge = (ref: string, held: string | undefined, step: -1 | 1) => {
    const [a, b] = step < 0 ? [held, ref] : [ref, held];
    if (held !== undefined && a !== undefined && b !== undefined && follows(a, b, levels))
      return { ref: held, held: true };
    const parts = (ref.split('*')[0] ?? ref).split('.');
    const n = Number(parts[levels - 1]) + (step < 0 && ref.includes('*') ? 0 : step);
    return n > 0 && parts.length >= levels
      ? { ref: [...parts.slice(0, levels - 1), String(n)].join('.'), held: false }
      : { held: false };
  };
  return {
    ...(text.sentences.get(first)?.before ? { sentence_before: edge(first, before?.ref, -1) } : {}),
    ...(text.sentences.get(last)?.after ? { sentence_after: edge(last, after?.ref, 1) } : {}),
  };
}

/** The verse held next to `edge` (before or after it), and what lies between them. */
function neighbour(locator: string, edge: string, levels: number, side: 'before' | 'after') {
  const [a, b] = side === 'before' ? [locator, edge] : [edge, locator];
  if (follows(a, b, levels)) return { locator, follows: true };
  if (chapterOf(a, levels) !== chapterOf(b, levels) || levels < 2) return { locator, follows: false };
  const chapter = chapterOf(a, levels);
  const between = missingVerses(chapter, [a, b], levels).filter(
    (run) => compareRefs(run.first, a) > 0 && compareRefs(run.last, b) < 0,
  );
  const run = between[0];
  return run ? { locator, follows: false, missing: run } : { locator, follows: false };
}

function chapterDocument(
  text: Text,
  chapter: string,
  verses: Text['verses'],
  citedOn: ReadonlyMap<string, ReadonlyMap<string, string>>,
  previous: string | undefined,
  next: string | undefined,
): ChapterDocument {
  const length = text.chapter_lengths?.[chapter];
  const held = verses.map((verse) => verse.ref);
  const notHeld = text.complete ? [] : missingVerses(chapter, held, text.scheme.levels.length, length);
  return {
    text: textHeader(text, chapter),
    chapter,
    verses: verses.map((verse) => ({ ...verse, sa_iast: toIast(verse.sa) })),
    cited: verses.filter((verse) => citedOn.has(`${text.id}/${verse.ref}`)).map((verse) => verse.ref),
    not_held: notHeld,
    ...(length !== undefined ? { length } : {}),
    whole: text.complete || (length !== undefined && notHeld.length === 0),
    ...(previous !== undefined ? { previous: { chapter: previous } } : {}),
    ...(next !== undefined ? { next: { chapter: next } } : {}),
  };
}

/**
 * The source as pages show it: the text's short title beside its id, and the verse pages each part
 * of its ref opens, when any does (`links: false` leaves the parts out: the facts banner shows its
 * citations as plain text).
 */
export function withVerseLinks<T extends Citation>(registry: TextRegistry, source: T, links = true): T {
  const { text, parts } = resolveCitation(registry, source);
  const titled = text ? { ...source, title: text.short_title } : source;
  if (!links || !parts.some((part) => part.path)) return titled;
  return {
    ...titled,
    parts: parts.map((part) => (part.path ? { label: part.label, path: part.path } : { label: part.label })),
  };
}
