/**
 * The one typed client of the documents API in the browser: islands never call fetch themselves.
 * Paths come from the contract (@shastra/content/contract/paths); answers are checked against
 * the contract's schemas in development and tests (the schemas are not shipped to visitors).
 */
import type { DocumentName, DocumentParams } from '@shastra/content/contract/paths';
import { editionDocumentPath, FEEDBACK_PATH } from '@shastra/content/contract/paths';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shastra/content/contract/locales';
import { XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH } from '@shastra/content/contract/feedback';
import type { DocumentOf } from '@shastra/content/contract/documents';
import type { Feedback } from '@shastra/content/schema';
import { VERSE_SEARCH_PATH } from '@shastra/content/contract/search';
import type { SearchHit } from '@shastra/content/search';

/** A non-2xx answer or a network failure; `status` is 0 when no answer arrived. */
export class RequestFailedError extends Error {
  override name = 'RequestFailedError';
  readonly status: number;
  constructor(status: number, message = `Request failed with status code ${status}`) {
    super(message);
    this.status = status;
  }
}

const cache = new Map<string, Promise<unknown>>();

async function checked<N extends DocumentName>(name: N, value: unknown): Promise<DocumentOf<N>> {
  if (import.meta.env.DEV) {
    const { DOCUMENT_SCHEMAS } = await import('@shastra/content/contract/documents');
    return DOCUMENT_SCHEMAS[name].parse(value) as DocumentOf<N>;
  }
  return value as DocumentOf<N>;
}

/** The edition of the page: its documents are fetched in its language. */
function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Fetches a document, in the page's edition, once per page load; failures are not kept, so a retry asks again. */
export function fetchDocument<N extends DocumentName>(
  name: N,
  ...params: keyof DocumentParams<N> extends never ? [] : [DocumentParams<N>]
): Promise<DocumentOf<N>> {
  const path = editionDocumentPath(pageLocale(), name, ...params);
  const known = cache.get(path);
  if (known) return known as Promise<DocumentOf<N>>;
  const request = fetch(path, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new RequestFailedError(response.status);
      return checked(name, (await response.json()) as unknown);
    })
    .catch((error: unknown) => {
      cache.delete(path);
      throw error instanceof RequestFailedError ? error : new RequestFailedError(0, 'Network Error');
    });
  cache.set(path, request);
  return request;
}

/** Tests start each case with nothing remembered. */
export function clearDocumentCache() {
  cache.clear();
}

function readCookie(name: string, cookieString = typeof document === 'undefined' ? '' : document.cookie) {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The XSRF token for the feedback post, from its cookie. Pages are the same for everyone and set
 * no cookie: the first post asks the server for one.
 */
async function xsrfToken(): Promise<string> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  const response = await fetch(XSRF_TOKEN_PATH, { method: 'GET', credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new RequestFailedError(response.status);
  return readCookie(XSRF_COOKIE) ?? '';
}

/** POST the feedback. Resolves only on HTTP 200 (anything else is a failure). */
export async function saveFeedback(feedback: Feedback): Promise<void> {
  let response: Response;
  try {
    const token = await xsrfToken();
    response = await fetch(FEEDBACK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [XSRF_HEADER]: token },
      body: JSON.stringify(feedback),
    });
  } catch (error) {
    if (error instanceof RequestFailedError) throw error;
    throw new RequestFailedError(0, 'Network Error');
  }
  if (response.status !== 200) throw new RequestFailedError(response.status);
}

/**
 * The verses whose words match a query, ranked by the server (the verses' index stays there).
 * `signal` cancels a search the visitor has typed past.
 */
export async function searchVerses(query: string, signal?: AbortSignal): Promise<SearchHit[]> {
  let response: Response;
  try {
    const locale = pageLocale();
    const params = new URLSearchParams({ q: query, ...(locale === DEFAULT_LOCALE ? {} : { lang: locale }) });
    response = await fetch(`${VERSE_SEARCH_PATH}?${params.toString()}`, {
      headers: { accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new RequestFailedError(0, 'Network Error');
  }
  if (!response.ok) throw new RequestFailedError(response.status);
  return ((await response.json()) as { hits: SearchHit[] }).hits;
}
