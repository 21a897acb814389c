/**
 * GET /documents/... : every document of the contract (@shastra/content/contract) from prepared
 * bytes, with per-encoding ETags and 304s, content negotiation and cache headers. Unknown ids are
 * 404, malformed ids 400, both as JSON.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_CACHE_CONTROL } from '@shastra/content/contract/openapi';
import { DEFAULT_LOCALE, type Locale } from '@shastra/content/contract/locales';
import { documentPath, DOCUMENTS_PREFIX, parseDocumentPath } from '@shastra/content/contract/paths';

const editionDocumentPrefix = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? DOCUMENTS_PREFIX : `${DOCUMENTS_PREFIX}${locale}/`;
import type { DocumentMap } from '@shastra/content/documents';
import { contentHash, documentBytes } from '@shastra/content/precompress';
import { prepare, sendJsonError, sendPrepared, type PreparedBody } from '../http/prepared.ts';

/**
 * Each document prepared the first time it is asked for, then kept: there are about 2,300 (4.3 MB
 * of JSON, 9 MB with both compressed forms), so a crawler cycling through all of them is served
 * from memory, as a reader is. The brotli and gzip forms come from the build (`compressedDir`,
 * content/src/precompress.ts), found by the hash of the document's JSON; without them (tests, a
 * document too small to have them) they are made here. `prepareAll` prepares the rest once the
 * server listens, a slice per turn of the event loop (about 0.3 s in all), so a first crawl is
 * answered from memory too and start-up does not wait for it.
 */
export function preparedDocuments(
  documents: DocumentMap,
  compressedDir?: string,
): { get(key: string): PreparedBody | undefined; prepareAll(): Promise<void> } {
  const options = { cacheControl: DOCUMENT_CACHE_CONTROL, contentType: 'application/json; charset=utf-8' };
  const prepared = new Map<string, PreparedBody>();
  const built = (hash: string, encoding: 'br' | 'gz') => {
    if (!compressedDir) return undefined;
    try {
      return readFileSync(join(compressedDir, `${hash}.${encoding}`));
    } catch {
      return undefined;
    }
  };
  const get = (key: string) => {
    const known = prepared.get(key);
    if (known) return known;
    const value = documents.get(key);
    if (value === undefined) return undefined;
    const identity = documentBytes(value);
    const hash = contentHash(identity);
    const body = prepare(identity, { ...options, br: built(hash, 'br'), gzip: built(hash, 'gz') });
    prepared.set(key, body);
    return body;
  };
  const prepareAll = async () => {
    const keys = [...documents.keys()];
    for (let start = 0; start < keys.length; start += 64) {
      for (const key of keys.slice(start, start + 64)) get(key);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { get, prepareAll };
}

export function registerDocumentRoutes(
  app: FastifyInstance,
  documents: DocumentMap,
  compressedDir?: string,
  translated: Readonly<Partial<Record<Locale, DocumentMap>>> = {},
) {
  const editions = new Map<Locale, ReturnType<typeof preparedDocuments>>([
    [DEFAULT_LOCALE, preparedDocuments(documents, compressedDir)],
    ...Object.entries(translated).map(
      ([locale, map]) => [locale as Locale, preparedDocuments(map, compressedDir)] as const,
    ),
  ]);
  const prepared = editions.get(DEFAULT_LOCALE) as ReturnType<typeof preparedDocuments>;
  app.addHook('onListen', async () => {
    for (const edition of editions.values()) await edition.prepareAll();
  });
  // The OpenAPI description's key has a dot, which the generic route refuses: it has its own.
  const openApiPath = documentPath('openapi');
  const openApiKey = openApiPath.slice(DOCUMENTS_PREFIX.length);
  if (documents.has(openApiKey)) {
    app.get(openApiPath, (request, reply) => {
      const openApi = prepared.get(openApiKey);
      return openApi
        ? sendPrepared(reply, openApi, request.headers)
        : sendJsonError(reply, 404, 'No OpenAPI description');
    });
  }
  app.get(`${DOCUMENTS_PREFIX}*`, (request, reply) => {
    const parsed = parseDocumentPath(request.raw.url ?? '');
    if (!parsed.ok) return sendJsonError(reply, 400, `Bad document path: ${parsed.reason}`);
    // The API's own description is English only.
    const document =
      parsed.key === openApiKey && parsed.locale !== DEFAULT_LOCALE
        ? undefined
        : editions.get(parsed.locale)?.get(parsed.key);
    if (!document) {
      return sendJsonError(reply, 404, `No document at ${editionDocumentPrefix(parsed.locale)}${parsed.key}`);
    }
    return sendPrepared(reply, document, request.headers);
  });
}
