/**
 * Builds the site-wide search index from the corpus. Runs in Node at build time; the result is
 * plain JSON for the browser (see `types.ts` for its shape and `search.ts` for how it is read).
 *
 * What is indexed: what a reader would search for. Names, Sanskrit names and the prose of each
 * page. Left out: image descriptions, sources and references, contributors, formation data,
 * and quiz answers (a search must not give the quiz away).
 */
import { CARD_FIELDS, CARD_LABELS } from '../cardFields.ts';
import { pagePath } from '../contract/pages.ts';
import type { Corpus } from '../index.ts';
import type { CategorySource, ItemSource, Saptarishi } from '../schema.ts';
import { entryFields } from './fields.ts';
import { isStopWord, tokenize } from './searchKey.ts';
import type { SearchEntry, SearchIndex } from './types.ts';
import { readableLocator } from '../texts/locator.ts';

type ItemFields = Omit<ItemSource, 'items'>;
type Information = NonNullable<ItemSource['information']>;
type Measurements = NonNullable<ItemSource['measurements']>;

/** Whitespace collapsed, NFC (the offsets of highlights count characters of this form). */
function clean(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Paragraphs of a text field: blank lines separate them (as on the pages). */
function paragraphs(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map(clean)
    .filter(Boolean);
}

function informationTexts(information: Information): string[] {
  return information.flatMap((info) => [
    info.title,
    ...info.details.flatMap((detail) => [detail.sub_title ?? '', ...detail.sub_details]),
  ]);
}

function measurementTexts(measurements: Measurements): string[] {
  return measurements.map((m) => (typeof m === 'string' ? m : `${m.name}: ${m.info}`));
}

/** The labelled one-line fields of item pages ('Deity: Brahmā'), in the detail card's order. */
const LABELLED_FIELDS = CARD_FIELDS.filter((field) => field !== 'sanskrit_name');

function itemTexts(item: ItemFields): string[] {
  return [
    ...(item.desc ?? []),
    ...(item.more_info ?? []).flatMap((info) => [info.name, ...info.desc]),
    ...informationTexts(item.information ?? []),
    ...(item.explanation ?? []),
    ...(item.rules ?? []),
    ...LABELLED_FIELDS.flatMap((field) => {
      const value = item[field];
      return value === undefined ? [] : [`${CARD_LABELS[field]}: ${value}`];
    }),
    ...measurementTexts(item.measurements ?? []),
    ...(item.materials ?? []),
    ...(item.connecting_feathers_to_arrow ?? []),
    ...(item.things_to_avoid ?? []),
    ...(item.bows_considered_auspicious ?? []),
    ...(item.bows_that_are_prohibited ?? []),
    ...(item.process ?? []),
  ];
}

function categoryTexts(category: CategorySource): string[] {
  return [
    ...informationTexts(category.information),
    ...category.rules,
    ...measurementTexts(category.measurements),
    ...category.explanation,
  ];
}

function sageTexts(sage: Saptarishi): string[] {
  return [
    ...sage.basic_info.meaning_of_rishi_name,
    ...sage.basic_info.characteristics,
    ...sage.family.flatMap((member) => [member.name, ...member.description]),
    ...sage.great_event.flatMap((event) => [event.story_name, ...event.part.flatMap((part) => part.description)]),
    ...sage.contribution.flatMap((contribution) => [contribution.title, ...contribution.description]),
    ...sage.lesson_taught.flatMap((lesson) => lesson.description),
    ...sage.what_should_we_learn_from_them,
  ];
}

/** An entry with its prose cleaned, split into paragraphs and without repeats or empty fields. */
function entry(fields: {
  kind: string;
  title: string;
  sanskrit?: string | undefined;
  url: string;
  aliases?: string[];
  intro?: string | string[] | undefined;
  text?: string[];
  context?: string[];
  proseTitle?: true;
}): SearchEntry {
  const title = clean(fields.title);
  const seen = new Set([title]);
  const unique = (texts: string[]) =>
    texts.flatMap(paragraphs).filter((text) => {
      if (seen.has(text)) return false;
      seen.add(text);
      return true;
    });
  const intro = unique(typeof fields.intro === 'string' ? [fields.intro] : (fields.intro ?? []));
  const text = unique(fields.text ?? []);
  const result: SearchEntry = { kind: fields.kind, title, url: fields.url };
  if (fields.sanskrit) result.sanskrit = clean(fields.sanskrit);
  if (fields.aliases?.length) result.aliases = fields.aliases.map(clean);
  if (intro.length) result.intro = intro;
  if (text.length) result.text = text;
  if (fields.context?.length) result.context = fields.context.map(clean);
  if (fields.proseTitle) result.proseTitle = true;
  return result;
}

/** The entries of the corpus: each category followed by its items (sub-items after their parent), then sages, facts, quiz. */
export function searchEntries(corpus: Corpus): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const category of corpus.categories) {
    entries.push(
      entry({
        kind: 'Category',
        title: category.name,
        sanskrit: category.sanskrit_name,
        url: `/${category.id}`,
        aliases: [...(category.gloss ? [category.gloss] : []), ...(category.aliases ?? [])],
        intro: category.intro,
        text: categoryTexts(category),
      }),
    );
    const itemEntry = (item: ItemFields, url: string, context: string[]) =>
      entry({
        kind: category.name,
        title: item.name,
        sanskrit: item.sanskrit_name,
        url,
        aliases: [...(item.gloss ? [item.gloss] : []), ...(item.aliases ?? [])],
        intro: item.intro,
        text: itemTexts(item),
        context,
      });
    for (const item of category.items) {
      const url = `/${category.id}/${item.id}`;
      entries.push(itemEntry(item, url, [category.name]));
      for (const sub of item.items ?? []) entries.push(itemEntry(sub, `${url}/${sub.id}`, [category.name, item.name]));
    }
  }
  for (const sage of corpus.saptarishis) {
    entries.push(
      entry({
        kind: 'Sage',
        title: sage.name,
        sanskrit: sage.sanskrit_name,
        url: `/saptarishi/${sage.key}`,
        // Every sage is one of the Seven Sages, though most pages never write the word.
        aliases: ['Saptarṣi'],
        intro: sage.basic_info.who_was_that_saptarishi,
        text: sageTexts(sage),
      }),
    );
  }
  for (const { fact } of corpus.facts) entries.push(entry({ kind: 'Fact', title: fact, url: '/', proseTitle: true }));
  corpus.quiz.forEach(({ quiz_information }, i) =>
    entries.push(
      entry({ kind: 'Quiz question', title: quiz_information.question, url: `/quiz?q=${i + 1}`, proseTitle: true }),
    ),
  );
  return entries;
}

/** A title's key without its stop words (`Use of Medicines and Charms` → `use medicines carms`). */
function titleKey(title: string): string {
  return tokenize(title)
    .filter(({ start, end }) => !isStopWord(title.slice(start, end)))
    .map(({ key }) => key)
    .join(' ');
}

/** The index of given entries: their title keys, terms and postings (exported for tests). */
export function indexEntries(entries: SearchEntry[]): SearchIndex {
  const fieldsByTerm = new Map<string, number[]>();
  let fieldId = 0;
  for (const searchEntry of entries) {
    for (const [, text] of entryFields(searchEntry)) {
      for (const { key, start, end } of tokenize(text)) {
        // Stop words and single letters or digits would be the longest lists and find nothing.
        if (key.length < 2 || isStopWord(text.slice(start, end))) continue;
        const fieldIds = fieldsByTerm.get(key);
        if (fieldIds === undefined) fieldsByTerm.set(key, [fieldId]);
        else if (fieldIds[fieldIds.length - 1] !== fieldId) fieldIds.push(fieldId);
      }
      fieldId++;
    }
  }
  const terms = [...fieldsByTerm.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    version: 1,
    entries,
    titleKeys: entries.map((e) => (e.proseTitle ? '' : titleKey(e.title))),
    terms,
    postings: terms.map((term) => {
      const fieldIds = fieldsByTerm.get(term) ?? [];
      return fieldIds.map((id, i) => id - (i === 0 ? 0 : (fieldIds[i - 1] ?? 0)));
    }),
  };
}

/** The search index of the whole corpus. */
export function buildSearchIndex(corpus: Corpus): SearchIndex {
  return indexEntries(searchEntries(corpus));
}

/**
 * Every verse the site holds: its text and place as the title, our translation as the
 * introduction, the original (Devanagari, whose words fold to the same keys as IAST and plain
 * spellings) as the prose. Kept apart from the pages' index: at about 300 KB compressed it is too
 * large to send to a browser, so the server searches it (docs/decisions.md, "Search, converter,
 * script and theme").
 */
export function verseEntries(corpus: Corpus): SearchEntry[] {
  return corpus.texts.flatMap((text) =>
    text.verses.map((verse) =>
      entry({
        kind: 'Verse',
        title: `${text.short_title} ${readableLocator(verse.ref, text.scheme.part_names)}`,
        url: pagePath.verse(text.id, verse.ref),
        intro: verse.en,
        text: [verse.sa],
        context: [text.title],
      }),
    ),
  );
}

/** The search index of the verses. */
export function buildVerseIndex(corpus: Corpus): SearchIndex {
  return indexEntries(verseEntries(corpus));
}
