/**
 * The last step of the web build: renders every page of the site once, from the content artifact,
 * into web/dist/pages (each page's HTML as brotli, gzip and dcz: scripts/pageRendering.ts), with an
 * index the server reads at start-up. Pages change only with a build, so none is rendered again per
 * request; the server renders only /search?q=, whose pages are endless.
 *
 * The pages are shared among worker threads, one per core (prerenderShard.ts): rendering is
 * JavaScript on one thread, and the prerender is most of the build.
 *
 * The index records the content hash the pages were built from; the server refuses to serve them
 * with other content.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LOCALES, localePath, PREFIXED_LOCALES, type Locale } from '@shastra/content/contract/locales';
import { contentHash } from '@shastra/content/precompress';
import { PAGES_INDEX, type PagesIndex } from '../src/routing/prerendered.ts';
import { DICTIONARY_PAGES, pageDictionary } from './pageDictionary.ts';
import { fileOf, loadRenderer, outDir, writePage } from './pageRendering.ts';
import type { ShardInput, ShardResult } from './prerenderShard.ts';

const started = performance.now();
// The dictionary is made of pages as they are without it; every page then names it.
const withoutDictionary = await loadRenderer();
const dictionaryPages = DICTIONARY_PAGES.map((url) => withoutDictionary.render(url).html);
const dictionary = pageDictionary(dictionaryPages);
const { artifact, render } = await loadRenderer(dictionary.url);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const locale of PREFIXED_LOCALES) mkdirSync(join(outDir, locale));

const index: PagesIndex = { contentHash: artifact.hash, pages: {}, notFound: {} as Record<Locale, string>, hashes: {} };
let bytes = 0;

const shards = Math.max(1, Math.min(availableParallelism(), 4));
const runShard = (shard: number) =>
  new Promise<ShardResult>((resolve, reject) => {
    const input: ShardInput = { shard, shards, dictionaryUrl: dictionary.url, dictionaryPages };
    const worker = new Worker(new URL('./prerenderShard.ts', import.meta.url), { workerData: input });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`prerender: worker ${shard} stopped with code ${code}`)));
  });
for (const result of await Promise.all(Array.from({ length: shards }, (_, shard) => runShard(shard)))) {
  Object.assign(index.pages, result.pages);
  Object.assign(index.hashes, result.hashes);
  bytes += result.bytes;
}
// The index lists the pages in the site's order, whichever worker made them.
const urls = LOCALES.flatMap((locale) => artifact.pages.map((page) => localePath(locale, page.path)));
index.pages = Object.fromEntries(urls.map((url) => [url, index.pages[url] ?? '']));
index.hashes = Object.fromEntries(Object.values(index.pages).map((name) => [name, index.hashes[name] ?? '']));

for (const locale of LOCALES) {
  const name = fileOf(localePath(locale, '/404'));
  index.notFound[locale] = name;
  const page = writePage(name, render(localePath(locale, '/this/page/does/not/exist')).html, 11, dictionary);
  index.hashes[name] = page.hash;
}
const dictionaryFile = 'dictionary.txt';
writeFileSync(join(outDir, dictionaryFile), dictionary.bytes);
writeFileSync(join(outDir, `${dictionaryFile}.gz`), gzipSync(dictionary.bytes, { level: 9 }));
writeFileSync(
  join(outDir, `${dictionaryFile}.br`),
  brotliCompressSync(dictionary.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
index.hashes[dictionaryFile] = contentHash(dictionary.bytes);
index.dictionary = { url: dictionary.url, availableDictionary: dictionary.availableDictionary, file: dictionaryFile };
writeFileSync(join(outDir, PAGES_INDEX), JSON.stringify(index, null, 1));
console.log(
  `prerender: ${urls.length} pages and the 404 page, ${(bytes / 1024 / 1024).toFixed(1)} MB of HTML, ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s on ${shards} threads (content ${artifact.hash.slice(0, 12)})`,
);
