/**
 * Answers prepared once, at start-up, so a request costs a lookup: the bytes of each encoding
 * (plain, gzip, brotli), a strong ETag per encoding, and the headers of a 200 and of a 304. The
 * documents are prepared from their JSON; the prerendered pages from the files the build wrote.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiateEncoding, type Encoding } from './negotiate.ts';

export interface PreparedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /**
   * One strong ETag per representation (RFC 9110, 8.8.3): the gzip and brotli bytes differ from
   * the plain ones, so each encoding has its own validator.
   */
  etags: Record<Encoding, string>;
  /** The headers of a 200, per encoding, set in one call. */
  headers: Record<Encoding, Readonly<Record<string, string>>>;
  /** What a 304 repeats for each encoding: the validator and the caching headers, no body headers. */
  notModified: Record<Encoding, Readonly<Record<string, string>>>;
}

/** Brotli's window for a body of `length` bytes: 2^10 to 2^22. */
const windowBits = (length: number) => Math.min(22, Math.max(10, Math.ceil(Math.log2(length + 1))));

/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 512;

export interface PrepareOptions {
  cacheControl: string;
  contentType: string;
  /** Compressed forms made beforehand (the build compresses pages at quality 11 once). */
  gzip?: Buffer;
  br?: Buffer;
  /** Brotli quality when compressing here: 11 (the smallest) for what is prepared once. */
  brotliQuality?: number;
}

export function prepare(identity: Buffer, options: PrepareOptions): PreparedBody {
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const small = identity.length < COMPRESS_MIN_BYTES;
  const etags: Record<Encoding, string> = small
    ? { identity: `"${hash}"`, gzip: `"${hash}"`, br: `"${hash}"` }
    : { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` };
  const cache = { 'cache-control': options.cacheControl, vary: 'Accept-Encoding' };
  const notModified = (encoding: Encoding) => ({ etag: etags[encoding], ...cache });
  const full = (encoding: Encoding) => ({
    ...notModified(encoding),
    'content-type': options.contentType,
    ...(small || encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  });
  return {
    identity,
    gzip: small ? identity : (options.gzip ?? gzipSync(identity, { level: 9 })),
    br: small
      ? identity
      : (options.br ??
        brotliCompressSync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality ?? 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            // A window no larger than the body: the same bytes out, a fraction of the memory.
            [constants.BROTLI_PARAM_LGWIN]: windowBits(identity.length),
          },
        })),
    etags,
    headers: { identity: full('identity'), gzip: full('gzip'), br: full('br') },
    notModified: { identity: notModified('identity'), gzip: notModified('gzip'), br: notModified('br') },
  };
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The same answer, its plain bytes read from `file` when a client asks for them, not kept in
 * memory: nearly every client takes brotli or gzip, and the plain form is most of the bytes.
 */
export function plainBytesOnDisk(body: PreparedBody, file: string): PreparedBody {
  const { identity: _kept, ...rest } = body;
  return Object.defineProperty(rest, 'identity', { get: () => readFileSync(file), enumerable: true }) as PreparedBody;
}

/** Sends a prepared answer in the encoding the client prefers, or a 304 when its ETag matches. */
export function sendPrepared(
  reply: FastifyReply,
  body: PreparedBody,
  headers: { 'if-none-match'?: string | undefined; 'accept-encoding'?: string | string[] | undefined },
  status = 200,
) {
  const encoding = negotiateEncoding(headers['accept-encoding']);
  if (status === 200 && etagMatches(headers['if-none-match'], body.etags[encoding])) {
    return reply.code(304).headers(body.notModified[encoding]).send();
  }
  return reply.code(status).headers(body.headers[encoding]).send(body[encoding]);
}

export function sendJsonError(reply: FastifyReply, status: number, error: string, details?: unknown) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(details === undefined ? { error, status } : { error, status, details });
}
