/**
 * The documents API's paths: the one place a document path is spelled. Every GET document lives at
 * `/documents/{key}`, and every key is made by `documentKey` from a template below. The schemas of
 * the answers are in ./documents.ts; this file stays free of zod so the browser can import it.
 *
 * docs/architecture.md describes the contract; docs/decisions.md says why each call exists.
 */

import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

/** The shape of every content id: lowercase words joined by underscores. */
export const CONTENT_ID = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/**
 * The shape of a path segment the API accepts (ids, sage keys, hymn ids, verse locators such as
 * 1.2.13-23 or 8.65.13*1039; 400 otherwise). A segment never starts with a dot.
 */
export const PLAIN_ID = /^[A-Za-z0-9_*-][A-Za-z0-9_.*-]{0,99}$/;

/**
 * Every GET document, by name: its key template under /documents/. Templates with a fixed first
 * segment come first; `{id}` alone is a category (or a grouping item's) listing.
 */
export const DOCUMENT_TEMPLATES = {
  facts: 'facts',
  info: 'info',
  categoryInfo: 'info/{id}',
  quiz: 'quiz',
  quizPlay: 'quiz/play',
  sages: 'saptarishis',
  sage: 'saptarishis/{sageKey}',
  hymn: 'hymns/{hymnId}',
  themes: 'themes/{page}',
  festival: 'festivals/{page}',
  openapi: 'openapi.json',
  texts: 'texts',
  text: 'texts/{textId}',
  verse: 'texts/{textId}/{locator}',
  chapter: 'texts/{textId}/chapters/{chapter}',
  listing: '{id}',
  item: '{id}/{itemId}',
  specific: '{id}/{itemId}/{specificId}',
} as const;

export type DocumentName = keyof typeof DOCUMENT_TEMPLATES;

/** The parameter names of a template: 'info/{id}' → 'id'. */
type ParamsOf<T extends string> = T extends `${string}{${infer P}}${infer Rest}` ? P | ParamsOf<Rest> : never;
export type DocumentParams<N extends DocumentName> = Record<ParamsOf<(typeof DOCUMENT_TEMPLATES)[N]>, string>;

/** The parameters of `name`, in the order they appear in its template. */
export function templateParams(name: DocumentName): string[] {
  return [...DOCUMENT_TEMPLATES[name].matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** The key of a document (its path below /documents/), each parameter URL-encoded. */
export function documentKey<N extends DocumentName>(
  name: N,
  ...args: keyof DocumentParams<N> extends never ? [] : [DocumentParams<N>]
): string {
  const params = (args[0] ?? {}) as Record<string, string>;
  return DOCUMENT_TEMPLATES[name].replace(/\{(\w+)\}/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`documentKey(${name}): missing ${param}`);
    return encodeURIComponent(value);
  });
}

/** The API path of a document: /documents/{key}. */
export const documentPath = <N extends DocumentName>(
  name: N,
  ...args: keyof DocumentParams<N> extends never ? [] : [DocumentParams<N>]
) => `${DOCUMENTS_PREFIX}${documentKey(name, ...args)}`;

export const DOCUMENTS_PREFIX = '/documents/';

/**
 * The API path of a document in an edition (contract/locales.ts): /documents/{key} in English,
 * /documents/{locale}/{key} in another, e.g. /documents/hi/astras/brahmastra.
 */
export const editionDocumentPath = <N extends DocumentName>(
  locale: Locale,
  name: N,
  ...args: keyof DocumentParams<N> extends never ? [] : [DocumentParams<N>]
) => `${DOCUMENTS_PREFIX}${locale === DEFAULT_LOCALE ? '' : `${locale}/`}${documentKey(name, ...args)}`;

/** The feedback endpoint: the one POST of the API. */
export const FEEDBACK_PATH = `${DOCUMENTS_PREFIX}savefeedback`;

/**
 * First segments the API fixes: no category or grouping item may take one as its id, or its
 * listing would be unreachable (or another document's path).
 */
export const RESERVED_DOCUMENT_IDS: readonly string[] = [
  ...new Set(
    [...Object.values(DOCUMENT_TEMPLATES), FEEDBACK_PATH.slice(DOCUMENTS_PREFIX.length)]
      .map((template) => template.split('/')[0] ?? '')
      .filter((segment) => !segment.startsWith('{'))
      .map((segment) => segment.replace(/\..*$/, '')),
  ),
];

export type ParsedDocumentPath =
  { ok: true; key: string; parts: string[]; locale: Locale } | { ok: false; reason: string };

/** Parses the part of a URL below /documents/ into plain ids, or says why it is not one. */
export function parseDocumentPath(rawUrl: string): ParsedDocumentPath {
  const pathname = rawUrl.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith(DOCUMENTS_PREFIX)) return { ok: false, reason: 'not a documents path' };
  const allParts = pathname.slice(DOCUMENTS_PREFIX.length).split('/');
  // /documents/hi/{key}: the key in another edition.
  const first = allParts[0] ?? '';
  const locale = allParts.length > 1 && isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
  const rawParts = locale === DEFAULT_LOCALE ? allParts : allParts.slice(1);
  const depth = Math.max(...Object.values(DOCUMENT_TEMPLATES).map((template) => template.split('/').length));
  if (rawParts.length === 0 || rawParts.length > depth)
    return { ok: false, reason: `a document path has one to ${depth} ids` };
  const parts: string[] = [];
  for (const raw of rawParts) {
    let part: string;
    try {
      part = decodeURIComponent(raw);
    } catch {
      return { ok: false, reason: 'the path is not valid percent-encoding' };
    }
    if (!PLAIN_ID.test(part)) return { ok: false, reason: 'ids are 1 to 100 letters, digits, hyphens or underscores' };
    parts.push(part);
  }
  return { ok: true, key: parts.join('/'), parts, locale };
}
