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
}

/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 512;

export function prepareBody(value: unknown): PreparedDocument {
  const identity = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const small = identity.length < COMPRESS_MIN_BYTES;
  return {
    etag,
    identity,
    gzip: small ? identity : gzipSync(identity, { level: 9 }),
    br: small ? identity : brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

export function prepareDocuments(documents: DocumentMap): ReadonlyMap<string, PreparedDocument> {
  return new Map([...documents].map(([path, value]) => [path, prepareBody(value)]));
}
