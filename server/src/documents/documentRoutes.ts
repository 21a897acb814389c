/**
 * GET /documents/... : every document of the contract (@shastra/content/contract) from prepared
 * bytes, with per-encoding ETags and 304s, content negotiation and cache headers. Unknown ids are
 * 404, malformed ids 400, both as JSON.
 */
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_CACHE_CONTROL } from '@shastra/content/contract/openapi';
import { documentPath, DOCUMENTS_PREFIX, parseDocumentPath } from '@shastra/content/contract/paths';
import type { DocumentMap } from '@shastra/content/documents';
import { prepare, RecentlyUsed, sendJsonError, sendPrepared, type PreparedBody } from '../http/prepared.ts';

/** How many documents stay prepared (JSON, gzip and brotli) after they are asked for. */
const DOCUMENTS_KEPT = 500;

/**
 * Each document prepared (serialised and compressed at brotli 11) the first time it is asked for,
 * then kept while it is among the most recently asked: preparing all 2,200 at start-up took
 * seconds and held memory for verse documents few will read.
 */
export function preparedDocuments(documents: DocumentMap): { get(key: string): PreparedBody | undefined } {
  const options = { cacheControl: DOCUMENT_CACHE_CONTROL, contentType: 'application/json; charset=utf-8' };
  const recent = new RecentlyUsed<PreparedBody>(DOCUMENTS_KEPT);
  return {
    get: (key) => {
      const value = documents.get(key);
      if (value === undefined) return undefined;
      return recent.get(key, () => prepare(Buffer.from(JSON.stringify(value)), options));
    },
  };
}

export function registerDocumentRoutes(app: FastifyInstance, documents: DocumentMap) {
  const prepared = preparedDocuments(documents);
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
    const document = prepared.get(parsed.key);
    if (!document) return sendJsonError(reply, 404, `No document at ${DOCUMENTS_PREFIX}${parsed.key}`);
    return sendPrepared(reply, document, request.headers);
  });
}
