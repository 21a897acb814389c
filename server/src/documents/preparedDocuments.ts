/**
 * The documents as ready-to-send bytes: JSON, gzip and brotli, with a strong ETag, computed once at
 * start-up so a request costs a map lookup.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { DocumentMap } from './buildDocuments.ts';
import type { Encoding } from './negotiate.ts';

export interface PreparedDocument {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /**
   * One strong ETag per representation (RFC 9110, 8.8.3): the gzip and brotli bytes differ from
   * the plain ones, so each encoding has its own validator.
   */
  etags: Record<Encoding, string>;
  /** The answer headers per encoding, built once so a request sets them in one call. */
  headers: Record<Encoding, Readonly<Record<string, string>>>;
  /** What a 304 repeats for each encoding: the validator and the caching headers, no body headers. */
  notModified: Record<Encoding, Readonly<Record<string, string>>>;
}

/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 512;

/** Content changes only on deploy: caches may serve it for 5 minutes, then revalidate by ETag. */
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

export function prepareBody(
  value: unknown,
  cacheControl = DOCUMENT_CACHE_CONTROL,
  contentType = 'application/json; charset=utf-8',
): PreparedDocument {
  const identity = Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const small = identity.length < COMPRESS_MIN_BYTES;
  const etags: Record<Encoding, string> = small
    ? { identity: `"${hash}"`, gzip: `"${hash}"`, br: `"${hash}"` }
    : { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` };
  const cache = { 'cache-control': cacheControl, vary: 'Accept-Encoding' };
  const notModified = (encoding: Encoding) => ({ etag: etags[encoding], ...cache });
  const full = (encoding: Encoding) => ({
    ...notModified(encoding),
    'content-type': contentType,
    ...(small || encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  });
  return {
    identity,
    gzip: small ? identity : gzipSync(identity, { level: 9 }),
    br: small ? identity : brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etags,
    headers: { identity: full('identity'), gzip: full('gzip'), br: full('br') },
    notModified: { identity: notModified('identity'), gzip: notModified('gzip'), br: notModified('br') },
  };
}

export function prepareDocuments(documents: DocumentMap): ReadonlyMap<string, PreparedDocument> {
  return new Map([...documents].map(([path, value]) => [path, prepareBody(value)]));
}
