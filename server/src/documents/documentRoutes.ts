/**
 * GET /documents/... : every document of spec section 7 from prepared bytes, with ETag/304,
 * content negotiation and cache headers. Unknown ids are 404, malformed ids 400, both as JSON.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { negotiateEncoding } from './negotiate.ts';
import { parseDocumentPath } from './documentPath.ts';
import type { PreparedDocument } from './preparedDocuments.ts';

export { DOCUMENT_CACHE_CONTROL } from './preparedDocuments.ts';

export function sendJsonError(reply: FastifyReply, status: number, error: string, details?: unknown) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(details === undefined ? { error, status } : { error, status, details });
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function sendPrepared(
  reply: FastifyReply,
  document: PreparedDocument,
  headers: { 'if-none-match'?: string | undefined; 'accept-encoding'?: string | string[] | undefined },
) {
  const encoding = negotiateEncoding(headers['accept-encoding']);
  if (etagMatches(headers['if-none-match'], document.etags[encoding])) {
    return reply.code(304).headers(document.notModified[encoding]).send();
  }
  return reply.headers(document.headers[encoding]).send(document[encoding]);
}

export function registerDocumentRoutes(app: FastifyInstance, documents: ReadonlyMap<string, PreparedDocument>) {
  app.get('/documents/*', (request, reply) => {
    const parsed = parseDocumentPath(request.raw.url ?? '');
    if (!parsed.ok) return sendJsonError(reply, 400, `Bad document path: ${parsed.reason}`);
    const document = documents.get(parsed.key);
    if (!document) return sendJsonError(reply, 404, `No document at /documents/${parsed.key}`);
    return sendPrepared(reply, document, request.headers);
  });
}
