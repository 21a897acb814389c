/**
 * Every GET document of the API (spec section 7), keyed by its path below /documents/.
 * Built once from the corpus; the API serves these and the server-side renderer reads them
 * in-process, so a page and the API can never disagree.
 */
import {
  iastOf,
  measureConverter,
  type CategoryInfo,
  type CategorySource,
  type Corpus,
  type Fact,
  type InfoEntry,
  type ItemDocument,
  type ItemSource,
  type ListItem,
  type MeasureConverter,
} from '@shastra/content';

import { buildOpenApi } from './openapi.ts';

export type DocumentMap = ReadonlyMap<string, unknown>;

function listItem(item: { id: string; name: string; imageurl: string; image_alt: string }): ListItem {
  return { id: item.id, name: item.name, imageurl: item.imageurl, image_alt: item.image_alt };
}

function infoEntry(category: CategorySource): InfoEntry {
  return {
    id: category.id,
    name: category.name,
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
  const { items: _items, order: _order, ...info } = category;
  return withIast(converter ? { ...info, converter } : info);
}

function withIast<T extends { sanskrit_name?: string | undefined }>(value: T): T & { sanskrit_name_iast?: string } {
  const iast = iastOf(value.sanskrit_name);
  return iast === undefined ? value : { ...value, sanskrit_name_iast: iast };
}

function itemDocument(category: CategorySource, item: ItemSource, parent?: ItemSource): ItemDocument {
  const { items, ...fields } = item;
  return {
    ...withIast(fields),
    category: { id: category.id, name: category.name },
    ...(parent ? { parent: { id: parent.id, name: parent.name } } : {}),
    ...(items ? { items: items.map(listItem) } : {}),
  };
}

/** The OpenAPI description's key: the generic document route refuses dots, so it has its own route. */
export const OPENAPI_KEY = 'openapi.json';

/** Freezes a document and everything in it: pages and the API share them, so none may change. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function buildDocuments(corpus: Corpus, version = '1.0.0'): DocumentMap {
  const documents = new Map<string, unknown>();
  documents.set(OPENAPI_KEY, buildOpenApi(version));
  const facts: Fact[] = corpus.facts;
  documents.set('facts', facts);
  documents.set('quiz', corpus.quiz);
  // The sages: a listing (like a category's) and one document each.
  documents.set(
    'saptarishis',
    corpus.saptarishis.map((sage) => listItem({ ...sage, id: sage.key })),
  );
  for (const sage of corpus.saptarishis) documents.set(`saptarishis/${sage.key}`, withIast(sage));
  // The festival pages' hymns and themes.
  for (const hymn of corpus.hymns) documents.set(`hymns/${hymn.id}`, hymn);
  for (const [page, themes] of Object.entries(corpus.themes)) documents.set(`themes/${page}`, themes);
  documents.set('info', corpus.categories.map(infoEntry));
  const converter = measureConverter(corpus.measures);
  for (const category of corpus.categories) {
    const measures = category.id === corpus.measures.category ? converter : undefined;
    documents.set(`info/${category.id}`, categoryInfo(category, measures));
    documents.set(category.id, category.items.map(listItem));
    for (const item of category.items) {
      documents.set(`${category.id}/${item.id}`, itemDocument(category, item));
      if (item.items) {
        // Sub-item listings are also served at /documents/{itemId}, like a category listing.
        documents.set(item.id, item.items.map(listItem));
        for (const sub of item.items)
          documents.set(`${category.id}/${item.id}/${sub.id}`, itemDocument(category, sub, item));
      }
    }
  }
  for (const value of documents.values()) deepFreeze(value);
  return documents;
}
