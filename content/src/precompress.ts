/**
 * Writes the brotli (quality 11) and gzip (level 9) forms of every compressible file under a
 * folder beside it (`x.svg.br`, `x.svg.gz`), once at build time: the server sends those bytes
 * instead of compressing each answer again (smaller than on-the-fly brotli, and no CPU per
 * request). Files under 1 KB gain nothing and are left alone.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { DOCUMENT_TEMPLATES } from './contract/paths.ts';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|html|txt|xml)$/;
const MIN_BYTES = 1024;

export function precompressTree(dir: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES) {
        const bytes = readFileSync(path);
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        writeFileSync(`${path}.br`, br);
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        totals.files++;
        totals.bytes += bytes.length;
        totals.brotli += br.length;
      }
    }
  };
  walk(dir);
  return totals;
}

/**
 * The validator of a body: the server sends it as the ETag (server/src/http/prepared.ts), and the
 * build names each document's compressed forms by it.
 */
export const contentHash = (body: Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, 27);

/** The bytes the API sends for a document: its JSON, as the server serialises it. */
export const documentBytes = (value: unknown) => Buffer.from(JSON.stringify(value));

/** Below this size compression costs more than it saves: the server sends such bodies as they are. */
export const COMPRESS_MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A verse's document key, matched by the contract's template (`texts/{textId}/{locator}`). */
const VERSE_DOCUMENT = new RegExp(`^${DOCUMENT_TEMPLATES.verse.replace(/\{\w+\}/g, '[^/]+')}$`);

/**
 * Brotli 11 for most documents. The verse documents, about 11,000 of the 12,600 and read one
 * at a time by API clients (no page of the site fetches them), take 5, as their pages do
 * (web/scripts/pageRendering.ts): 0.2 ms against 6.7 ms each for 1.41 KB against 1.24 KB on
 * average, which took the content build from 65 to 39 s (15.9 → 17.6 MB of brotli in all).
 */
const documentBrotliQuality = (key: string) => (VERSE_DOCUMENT.test(key) ? 5 : 11);

/**
 * Writes the brotli and gzip (9) forms of every document, given as [key, value], into `dir` as
 * `{hash}.br` and `{hash}.gz`, named by the hash of the JSON they compress: the server picks them
 * up by the same hash, so a form can never be sent for other bytes than its own. Compressing them
 * here spares the server a brotli per first request of each; the build runs them on libuv's
 * threads, beside each other.
 */
export async function precompressDocuments(
  documents: Iterable<readonly [key: string, value: unknown]>,
  dir: string,
): Promise<{ files: number; bytes: number; brotli: number }> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const totals = { files: 0, bytes: 0, brotli: 0 };
  const seen = new Set<string>();
  const pending = new Set<Promise<void>>();
  for (const [key, value] of documents) {
    const body = documentBytes(value);
    const hash = contentHash(body);
    if (body.length < COMPRESS_MIN_BYTES || seen.has(hash)) continue;
    seen.add(hash);
    const job = Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: documentBrotliQuality(key),
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipped(body, { level: 9 }),
    ]).then(([br, gz]) => {
      writeFileSync(join(dir, `${hash}.br`), br);
      writeFileSync(join(dir, `${hash}.gz`), gz);
      totals.files++;
      totals.bytes += body.length;
      totals.brotli += br.length;
      pending.delete(job);
    });
    pending.add(job);
    if (pending.size >= 8) await Promise.race(pending);
  }
  await Promise.all(pending);
  return totals;
}
