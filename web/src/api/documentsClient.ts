/**
 * The one typed client for the documents API (spec section 7). Pages never call fetch directly.
 * In the browser it fetches /documents/...; during server rendering the server installs an
 * in-process fetcher that reads the same documents without a network hop.
 */
import type {
  CategoryInfo,
  Fact,
  Feedback,
  Hymn,
  InfoEntry,
  ItemDocument,
  ListItem,
  QuizEntry,
  SaptarishiDocument,
  Theme,
} from '@shastra/content/schema';

/** A non-2xx answer or a network failure; `status` is 0 when no answer arrived. */
export class RequestFailedError extends Error {
  override name = 'RequestFailedError';
  readonly status: number;
  constructor(status: number, message = `Request failed with status code ${status}`) {
    super(message);
    this.status = status;
  }
}

export type DocumentFetcher = (path: string) => Promise<unknown>;

const browserCache = new Map<string, Promise<unknown>>();

/** Fetches a document once per page load; failures are not cached, so a retry asks again. */
const browserFetcher: DocumentFetcher = (path) => {
  const cached = browserCache.get(path);
  if (cached) return cached;
  const request = fetch(`/documents/${path}`, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new RequestFailedError(response.status);
      return (await response.json()) as unknown;
    })
    .catch((error: unknown) => {
      browserCache.delete(path);
      throw error instanceof RequestFailedError ? error : new RequestFailedError(0, 'Network Error');
    });
  browserCache.set(path, request);
  return request;
};

let fetcher: DocumentFetcher = browserFetcher;

/** The server calls this once at start-up with its in-process fetcher. */
export function setDocumentFetcher(next: DocumentFetcher) {
  fetcher = next;
}

/** Tests reset the cache between cases. */
export function clearDocumentCache() {
  browserCache.clear();
}

const segment = (id: string) => encodeURIComponent(id);
const get = <T>(path: string) => fetcher(path) as Promise<T>;

export const documents = {
  facts: () => get<Fact[]>('facts'),
  info: () => get<InfoEntry[]>('info'),
  categoryInfo: (id: string) => get<CategoryInfo>(`info/${segment(id)}`),
  /** A category's items, or a grouping item's sub-items. */
  listing: (id: string) => get<ListItem[]>(segment(id)),
  item: (id: string, itemId: string) => get<ItemDocument>(`${segment(id)}/${segment(itemId)}`),
  specific: (id: string, itemId: string, specificId: string) =>
    get<ItemDocument>(`${segment(id)}/${segment(itemId)}/${segment(specificId)}`),
  quiz: () => get<QuizEntry[]>('quiz'),
  sages: () => get<ListItem[]>('saptarishis'),
  sage: (key: string) => get<SaptarishiDocument>(`saptarishis/${segment(key)}`),
  themes: (page: 'decoration' | 'devi') => get<Theme[]>(`themes/${page}`),
  hymn: (id: string) => get<Hymn>(`hymns/${segment(id)}`),
  /** The OpenAPI 3.1 description of this API (read by the /api page). */
  openapi: () => get<OpenApiDocument>('openapi.json'),
};

/** The parts of an OpenAPI 3.1 document the /api page reads. */
export interface OpenApiSchema {
  type?: string | string[];
  $ref?: string;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  description?: string;
  maxLength?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
  anyOf?: OpenApiSchema[];
  enum?: unknown[];
  const?: unknown;
}
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: OpenApiSchema }[];
  requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: OpenApiSchema }> }>;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description?: string };
  paths: Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;
  components: { schemas: Record<string, OpenApiSchema> };
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string, cookieString = typeof document === 'undefined' ? '' : document.cookie) {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** POST /documents/savefeedback. Resolves only on HTTP 200 (spec: success only when status is 200). */
export async function saveFeedback(feedback: Feedback): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/documents/savefeedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [XSRF_HEADER]: readCookie(XSRF_COOKIE) ?? '' },
      body: JSON.stringify(feedback),
    });
  } catch {
    throw new RequestFailedError(0, 'Network Error');
  }
  if (response.status !== 200) throw new RequestFailedError(response.status);
}
