/**
 * The documents as ready-to-send bytes: JSON, gzip and brotli, with a strong ETag, computed once at
 * start-up so a request costs a map lookup.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { DocumentMap } from './buildDocuments.ts';

export interface PreparedDocument {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The answer headers per encoding, built once so a request sets them in one call. */
  headers: Record<'identity' | 'gzip' | 'br', Readonly<Record<string, string>>>;
}

/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 512;

/** Content changes only on deploy: caches may serve it for 5 minutes, then revalidate by ETag. */
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

export function prepareBody(value: unknown, cacheControl = DOCUMENT_CACHE_CONTROL): PreparedDocument {
  const identity = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const small = identity.length < COMPRESS_MIN_BYTES;
  const common = {
    etag,
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
    'content-type': 'application/json; charset=utf-8',
  };
  return {
    etag,
    identity,
    gzip: small ? identity : gzipSync(identity, { level: 9 }),
    br: small ? identity : brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    headers: {
      identity: common,
      gzip: small ? common : { ...common, 'content-encoding': 'gzip' },
      br: small ? common : { ...common, 'content-encoding': 'br' },
    },
  };
}

export function prepareDocuments(documents: DocumentMap): ReadonlyMap<string, PreparedDocument> {
  return new Map([...documents].map(([path, value]) => [path, prepareBody(value)]));
}
