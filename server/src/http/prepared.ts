/**
 * Answers prepared once, so a request costs a lookup: the bytes of each encoding (plain, gzip,
 * brotli), a strong ETag per encoding, and the headers of a 200 and of a 304. The documents are
 * prepared from their JSON the first time they are asked for; the prerendered pages are the files
 * the build wrote, read when asked.
 */
import { COMPRESS_MIN_BYTES, contentHash } from '@shastra/content/precompress';
import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
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

const brotli = (body: Buffer, quality: number) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      // A window no larger than the body: the same bytes out, a fraction of the memory.
      [constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
    },
  });

export interface PrepareOptions {
  cacheControl: string;
  contentType: string;
  /** Compressed forms made beforehand (the build compresses pages at quality 11 once). */
  gzip?: Buffer;
  br?: Buffer;
  /** Brotli quality when compressing here: 11 (the smallest) for what is prepared once. */
  brotliQuality?: number;
  /** False for formats that are compressed already (WOFF2, PNG, WebP): sent as they are. */
  compress?: boolean;
  /** The request headers the answer varies by; Accept-Encoding unless said. */
  vary?: string;
}

/** The validator of a body: the build names pages and documents by the same one. */
export { contentHash };

type Validators = Pick<PreparedBody, 'etags' | 'headers' | 'notModified'>;

/** `asIs`: one representation for every encoding (too small to compress, or compressed already). */
function validators(
  hash: string,
  asIs: boolean,
  options: Pick<PrepareOptions, 'cacheControl' | 'contentType' | 'vary'>,
): Validators {
  const etags: Record<Encoding, string> = asIs
    ? { identity: `"${hash}"`, gzip: `"${hash}"`, br: `"${hash}"` }
    : { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` };
  const cache = { 'cache-control': options.cacheControl, vary: options.vary ?? 'Accept-Encoding' };
  const notModified = (encoding: Encoding) => ({ etag: etags[encoding], ...cache });
  const full = (encoding: Encoding) => ({
    ...notModified(encoding),
    'content-type': options.contentType,
    ...(asIs || encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  });
  return {
    etags,
    headers: { identity: full('identity'), gzip: full('gzip'), br: full('br') },
    notModified: { identity: notModified('identity'), gzip: notModified('gzip'), br: notModified('br') },
  };
}

export function prepare(identity: Buffer, options: PrepareOptions): PreparedBody {
  const asIs = identity.length < COMPRESS_MIN_BYTES || options.compress === false;
  return {
    ...validators(contentHash(identity), asIs, options),
    identity,
    gzip: asIs ? identity : (options.gzip ?? gzipSync(identity, { level: 9 })),
    br: asIs ? identity : (options.br ?? brotli(identity, options.brotliQuality ?? 11)),
  };
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The last `size` values asked for, kept in memory; the least recently used leaves when it is
 * full. The pages and documents a crowd is reading are served without reading or compressing
 * them again.
 */
export class RecentlyUsed<V> {
  private readonly entries = new Map<string, V>();
  private readonly size: number;
  constructor(size: number) {
    this.size = size;
  }

  get(key: string, make: (key: string) => V): V {
    let value = this.entries.get(key);
    if (value === undefined) value = make(key);
    else this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  delete(key: string) {
    this.entries.delete(key);
  }
}

/** The files read last. */
export class RecentFiles extends RecentlyUsed<Buffer> {
  read(file: string): Buffer {
    return this.get(file, (path) => readFileSync(path));
  }
}

/**
 * An answer whose bytes stay on disk (`file`, `file.gz`, `file.br`, as the build wrote them) and
 * are read when asked, through `recent`; `hash` is the validator the build computed. The site's
 * two thousand pages would otherwise hold 80 MB of memory and cost a second of start-up.
 * `plainFromBrotli`: the build wrote no plain `file` (the pages, whose plain HTML was two thirds
 * of the build); the rare client that takes neither brotli nor gzip gets the brotli form decoded.
 */
export function preparedFromFiles(
  file: string,
  hash: string,
  options: Pick<PrepareOptions, 'cacheControl' | 'contentType' | 'vary'> & { plainFromBrotli?: boolean },
  recent: RecentFiles,
): PreparedBody {
  return {
    ...validators(hash, false, options),
    get identity() {
      if (!options.plainFromBrotli) return recent.read(file);
      return recent.get(file, () => brotliDecompressSync(recent.read(`${file}.br`)));
    },
    get gzip() {
      return recent.read(`${file}.gz`);
    },
    get br() {
      return recent.read(`${file}.br`);
    },
  };
}

/**
 * An answer whose compressed forms are made on first use, one encoding at a time, then kept: for
 * bodies made per request (a results page), most of which one browser reads once, in one encoding.
 */
export function preparedLazily(
  identity: Buffer,
  options: Pick<PrepareOptions, 'cacheControl' | 'contentType' | 'brotliQuality'>,
): PreparedBody {
  const asIs = identity.length < COMPRESS_MIN_BYTES;
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    ...validators(contentHash(identity), asIs, options),
    identity,
    get br() {
      br ??= asIs ? identity : brotli(identity, options.brotliQuality ?? 11);
      return br;
    },
    get gzip() {
      gzip ??= asIs ? identity : gzipSync(identity, { level: 6 });
      return gzip;
    },
  };
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
