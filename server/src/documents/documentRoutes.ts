/**
 * GET /documents/... : every document of the contract (@shastra/content/contract) from prepared
 * bytes, with per-encoding ETags and 304s, content negotiation and cache headers. Unknown ids are
 * 404, malformed ids 400, both as JSON.
 */
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_CACHE_CONTROL } from '@shastra/content/contract/openapi';
import { documentPath, DOCUMENTS_PREFIX, parseDocumentPath } from '@shastra/content/contract/paths';
import type { DocumentMap } from '@shastra/content/documents';
import { prepare, sendJsonError, sendPrepared, type PreparedBody } from '../http/prepared.ts';

export function prepareDocuments(documents: DocumentMap): ReadonlyMap<string, PreparedBody> {
  const options = { cacheControl: DOCUMENT_CACHE_CONTROL, contentType: 'application/json; charset=utf-8' };
  return new Map([...documents].map(([key, value]) => [key, prepare(Buffer.from(JSON.stringify(value)), options)]));
}

export function registerDocumentRoutes(app: FastifyInstance, documents: DocumentMap) {
  const prepared = prepareDocuments(documents);
  // The OpenAPI description's key has a dot, which the generic route refuses: it has its own.
  const openApiPath = documentPath('openapi');
  const openApi = prepared.get(openApiPath.slice(DOCUMENTS_PREFIX.length));
  if (openApi) app.get(openApiPath, (request, reply) => sendPrepared(reply, openApi, request.headers));
  app.get(`${DOCUMENTS_PREFIX}*`, (request, reply) => {
    const parsed = parseDocumentPath(request.raw.url ?? '');
    if (!parsed.ok) return sendJsonError(reply, 400, `Bad document path: ${parsed.reason}`);
    const document = prepared.get(parsed.key);
    if (!document) return sendJsonError(reply, 404, `No document at ${DOCUMENTS_PREFIX}${parsed.key}`);
    return sendPrepared(reply, document, request.headers);
  });
}
