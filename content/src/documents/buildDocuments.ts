/**
 * Every GET document of the API, keyed by its path below /documents/ (the contract's
 * documentKey). Built once from the corpus by the content build; the API serves these and the
 * pages are rendered from the same ones, so a page and the API can never disagree.
 */
import { buildOpenApi } from '../contract/openapi.ts';
import { pagePath } from '../contract/pages.ts';
import { buildNextSteps } from '../related/nextSteps.ts';
import { referenceTitle } from '../quiz/referenceTitles.ts';
import { documentKey } from '../contract/paths.ts';
import { isCitation } from '../citation.ts';
import type { Corpus } from '../index.ts';
import { measureConverter, type MeasureConverter } from '../measureSchema.ts';
import type {
  CategoryInfo,
  CategorySource,
  Fact,
  InfoEntry,
  ItemDocument,
  ItemSource,
  ListItem,
  QuizDocumentEntry,
  NextSteps,
  QuizPlayDocumentEntry,
} from '../schema.ts';
import { buildTextDocuments, withVerseLinks } from '../texts/buildTextDocuments.ts';
import type { TextRegistry } from '../texts/citations.ts';
import { toIast } from '../transliterate.ts';

export type DocumentMap = ReadonlyMap<string, unknown>;

const iastOf = (devanagari: string | undefined) => (devanagari === undefined ? undefined : toIast(devanagari));

/** A card's fields: the gloss and aliases only when the content has them. */
function listItem(item: ListItem): ListItem {
  const { id, name, gloss, aliases, imageurl, image_alt } = item;
  return { id, name, ...(gloss ? { gloss } : {}), ...(aliases ? { aliases } : {}), imageurl, image_alt };
}

function infoEntry(category: CategorySource): InfoEntry {
  return {
    id: category.id,
    name: category.name,
    ...(category.gloss ? { gloss: category.gloss } : {}),
    ...(category.aliases ? { aliases: category.aliases } : {}),
    imageurl: category.imageurl,
    image_alt: category.image_alt,
    types: category.items.map((item) => ({
      id: item.id,
      name: item.name,
      submenu: (item.items ?? []).map((sub) => ({ id: sub.id, name: sub.name })),
    })),
  };
}

/** `converter` (the measurement converter's chain) rides only on the category measures.yaml names. */
function categoryInfo(category: CategorySource, converter?: MeasureConverter): CategoryInfo {
  const { items, order: _order, ...info } = category;
  const grips = items.flatMap(({ id, name, holding, grip }) =>
    grip ? [{ id, name, ...(holding ? { holding } : {}), grip }] : [],
  );
  return withIast({ ...info, ...(converter ? { converter } : {}), ...(grips.length > 0 ? { grips } : {}) });
}

function withIast<T extends { sanskrit_name?: string | undefined }>(value: T): T & { sanskrit_name_iast?: string } {
  const iast = iastOf(value.sanskrit_name);
  return iast === undefined ? value : { ...value, sanskrit_name_iast: iast };
}

function itemDocument(
  category: CategorySource,
  item: ItemSource,
  nextSteps: ReadonlyMap<string, NextSteps>,
  parent?: ItemSource,
): ItemDocument {
  const { items, ...fields } = item;
  const path = parent ? pagePath.specific(category.id, parent.id, item.id) : pagePath.item(category.id, item.id);
  const steps = nextSteps.get(path);
  return {
    ...withIast(fields),
    ...(steps ? { next_steps: steps } : {}),
    category: { id: category.id, name: category.name, items_view: category.items_view },
    ...(parent ? { parent: { id: parent.id, name: parent.name } } : {}),
    ...(items ? { items: items.map(listItem) } : {}),
  };
}

/** Freezes a document and everything in it: pages and the API share them, so none may change. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function buildDocuments(corpus: Corpus, version = '1.0.0'): DocumentMap {
  const documents = new Map<string, unknown>();
  documents.set(documentKey('openapi'), buildOpenApi(version));
  const facts: Fact[] = corpus.facts;
  documents.set(documentKey('facts'), facts);
  // The quiz as the API has always answered it, with a name for each reference; the play mode's
  // choices stay in the content.
  const quiz: QuizDocumentEntry[] = corpus.quiz.map(({ quiz_information }) => ({
    quiz_information,
    reference_titles: quiz_information.references.map((href) => referenceTitle(corpus, href) ?? href),
  }));
  documents.set(documentKey('quiz'), quiz);
  // The play mode's questions: a document of their own, which only a round fetches.
  const quizPlay: QuizPlayDocumentEntry[] = corpus.quiz.flatMap(({ quiz_information: q, play }, i) =>
    !play
      ? []
      : [
          {
            n: i + 1,
            level: play.level,
            question: q.question,
            answer: q.answer,
            distractors: play.distractors,
            explanation: play.explanation,
            sources: q.sources,
          },
        ],
  );
  documents.set(documentKey('quizPlay'), quizPlay);
  // The sages: a listing (like a category's) and one document each.
  documents.set(
    documentKey('sages'),
    corpus.saptarishis.map((sage) => listItem({ ...sage, id: sage.key })),
  );
  for (const sage of corpus.saptarishis) documents.set(documentKey('sage', { sageKey: sage.key }), withIast(sage));
  // The festival pages' hymns and themes.
  for (const hymn of corpus.hymns) documents.set(documentKey('hymn', { hymnId: hymn.id }), hymn);
  for (const [page, themes] of Object.entries(corpus.themes)) documents.set(documentKey('themes', { page }), themes);
  for (const festival of corpus.festivals) documents.set(documentKey('festival', { page: festival.page }), festival);
  documents.set(documentKey('info'), corpus.categories.map(infoEntry));
  // Every citation opens the verses it names, where we hold them.
  const texts = buildTextDocuments(corpus);
  const nextSteps = buildNextSteps(corpus, texts.registry);
  const converter = measureConverter(corpus.measures);
  for (const category of corpus.categories) {
    const id = category.id;
    const measures = id === corpus.measures.category ? converter : undefined;
    documents.set(documentKey('categoryInfo', { id }), categoryInfo(category, measures));
    documents.set(documentKey('listing', { id }), category.items.map(listItem));
    for (const item of category.items) {
      documents.set(documentKey('item', { id, itemId: item.id }), itemDocument(category, item, nextSteps));
      if (item.items) {
        // Sub-item listings are also served at /documents/{itemId}, like a category listing.
        documents.set(documentKey('listing', { id: item.id }), item.items.map(listItem));
        for (const sub of item.items)
          documents.set(
            documentKey('specific', { id, itemId: item.id, specificId: sub.id }),
            itemDocument(category, sub, nextSteps, item),
          );
      }
    }
  }
  // The facts banner shows its citations as plain text and the home page loads the facts, whose
  // every byte counts against the home page's budget: they get their titles but no links.
  for (const [key, value] of documents) {
    documents.set(key, linkCitations(texts.registry, value, key !== documentKey('facts')));
  }
  for (const [key, value] of texts.documents) documents.set(key, value);
  for (const value of documents.values()) deepFreeze(value);
  return documents;
}

function linkCitations(registry: TextRegistry, value: unknown, links: boolean): unknown {
  if (Array.isArray(value)) return value.map((child) => linkCitations(registry, child, links));
  if (typeof value !== 'object' || value === null) return value;
  if (isCitation(value)) return withVerseLinks(registry, value, links);
  const record = value as Record<string, unknown>;
  return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, linkCitations(registry, child, links)]));
}
