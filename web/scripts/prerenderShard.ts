/**
 * A worker of the prerender (prerender.ts): renders and writes every page whose place in the page
 * list falls to its shard, and reports each page's file, content hash and size.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LOCALES, localePath } from '@shastra/content/contract/locales';
import { pageDictionary } from './pageDictionary.ts';
import { brotliQuality, fileOf, loadRenderer, writePage } from './pageRendering.ts';

export interface ShardInput {
  shard: number;
  shards: number;
  dictionaryUrl: string;
  /** The pages the dictionary is made of, as rendered without it. */
  dictionaryPages: string[];
}

export interface ShardResult {
  pages: Record<string, string>;
  hashes: Record<string, string>;
  bytes: number;
}

const { shard, shards, dictionaryUrl, dictionaryPages } = workerData as ShardInput;
const dictionary = pageDictionary(dictionaryPages);
const { artifact, render } = await loadRenderer(dictionaryUrl);
// Every page of the site in every edition, each question of the quiz among them (a shared /quiz?q=7
// opens question 7). Shards take every n-th page, so each gets its share of the long chapter pages.
const urls = LOCALES.flatMap((locale) => artifact.pages.map((page) => localePath(locale, page.path))).filter(
  (_, index) => index % shards === shard,
);

const result: ShardResult = { pages: {}, hashes: {}, bytes: 0 };
for (const url of urls) {
  const page = render(url);
  if (page.status !== 200) throw new Error(`prerender: ${url} answered ${page.status}: every listed page must exist`);
  const name = fileOf(url);
  result.pages[url] = name;
  const { hash, bytes } = writePage(name, page.html, brotliQuality(url), dictionary);
  result.hashes[name] = hash;
  result.bytes += bytes;
}
parentPort?.postMessage(result);
