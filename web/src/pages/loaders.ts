/**
 * Route loaders. They run on the server for the first page and in the browser for later
 * navigations, always through the one documents client.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import type {
  CategoryInfo,
  Fact,
  InfoEntry,
  ItemDocument,
  ListItem,
  QuizEntry,
  SaptarishiDocument,
} from '@shastra/content/schema';
import { CONTENT_ID, isListingId } from '@shastra/content/reservedIds';
import { documents, RequestFailedError } from '../api/documentsClient.ts';

export interface RootData {
  info: InfoEntry[] | null;
  facts: Fact[] | null;
  factStart: number;
}

/** Menu and facts: their failures never break a page (menu: 'No data available'; facts: logged). */
export async function rootLoader(): Promise<RootData> {
  const [info, facts] = await Promise.all([
    documents.info().catch(() => null),
    documents.facts().catch((error: unknown) => {
      console.error('Error fetching facts', error);
      return null;
    }),
  ]);
  return { info, facts, factStart: facts && facts.length > 0 ? Math.floor(Math.random() * facts.length) : 0 };
}

export type HomeData = { info: InfoEntry[]; error?: undefined } | { info?: undefined; error: string };

export async function homeLoader(): Promise<HomeData> {
  try {
    return { info: await documents.info() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** A missing document is a 404 page; any other failure is the page's own error message. */
function rethrow(error: unknown, message: string): never {
  if (error instanceof RequestFailedError && error.status === 404) notFound();
  throw new Error(message);
}

export interface CategoryData {
  id: string;
  info: CategoryInfo | null;
  items: ListItem[];
}

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** A path part that is not a content id, or names an API document of another kind, is no category. */
function requireListingId(id: string) {
  if (!isListingId(id)) notFound();
}

export async function categoryLoader({ params }: LoaderFunctionArgs): Promise<CategoryData> {
  const id = params.id ?? '';
  requireListingId(id);
  // The intro fails silently (spec section 8); the listing is what the page is for.
  const [info, items] = await Promise.all([
    documents.categoryInfo(id).catch(() => null),
    documents.listing(id).catch((error: unknown) => rethrow(error, 'Error fetching details')),
  ]);
  // Trust boundary: a listing is an array of named items; anything else is no category.
  if (!Array.isArray(items) || items.some((item) => typeof item?.name !== 'string')) notFound();
  return { id, info, items };
}

export async function itemLoader({ params }: LoaderFunctionArgs): Promise<ItemDocument> {
  requireListingId(params.id ?? '');
  return documents
    .item(params.id ?? '', params.itemId ?? '')
    .catch((error: unknown) => rethrow(error, 'Error fetching item details'));
}

export async function specificLoader({ params }: LoaderFunctionArgs): Promise<ItemDocument> {
  requireListingId(params.id ?? '');
  return documents
    .specific(params.id ?? '', params.itemId ?? '', params.specificId ?? '')
    .catch((error: unknown) => rethrow(error, 'Error fetching item details'));
}

/** Spec section 8: 'Error fetching quiz data' when the quiz cannot be read. */
export async function quizLoader(): Promise<QuizEntry[]> {
  return documents.quiz().catch(() => {
    throw new Error('Error fetching quiz data');
  });
}

/** The sage /saptarishi shows when no key is given (spec: one fixed sage). */
export const DEFAULT_SAGE_KEY = 'vasishtha';

export interface SageData {
  sage: SaptarishiDocument;
  /** All seven, to move between them; empty if the listing fails. */
  sages: ListItem[];
}

export async function sageLoader({ params }: LoaderFunctionArgs): Promise<SageData> {
  const key = params.sageKey ?? DEFAULT_SAGE_KEY;
  if (!CONTENT_ID.test(key)) notFound();
  const [sage, sages] = await Promise.all([
    documents.sage(key).catch((error: unknown) => rethrow(error, 'Error fetching item details')),
    documents.sages().catch(() => []),
  ]);
  return { sage, sages };
}

/** A festival page's themes and hymn. */
export function festivalLoader(page: 'decoration' | 'devi', hymnId: string) {
  return async () => {
    try {
      const [themes, hymn] = await Promise.all([documents.themes(page), documents.hymn(hymnId)]);
      return { themes, hymn };
    } catch {
      throw new Error('Error fetching details');
    }
  };
}

export async function apiLoader() {
  return documents.openapi().catch(() => {
    throw new Error('Error fetching details');
  });
}

export function notFoundLoader(): never {
  notFound();
}
