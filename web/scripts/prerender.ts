/**
 * The last step of the web build: renders every page of the site once, from the content artifact,
 * into web/dist/pages (each page's HTML as brotli, gzip and dcz: the server decodes the brotli for a
 * client that takes none of them), with an index the server reads at
 * start-up. Pages change only with a build, so none is rendered again per request; the server
 * renders only /search?q=, whose pages are endless.
 *
 * The index records the content hash the pages were built from; the server refuses to serve them
 * with other content.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { readArtifact } from '@shastra/content/artifact';
import { artifactEditions } from '@shastra/content/artifact/read';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localePath,
  PREFIXED_LOCALES,
  splitLocalePath,
  type Locale,
} from '@shastra/content/contract/locales';
import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { PAGES_INDEX, type PagesIndex } from '../src/routing/prerendered.ts';
import { contentHash } from '@shastra/content/precompress';
import { DICTIONARY_PAGES, pageDictionary } from './pageDictionary.ts';

const webRoot = join(import.meta.dirname, '..');
const clientDir = join(webRoot, 'dist', 'client');
const outDir = join(webRoot, 'dist', 'pages');

const artifact = readArtifact();
const { createRenderer } = (await import(
  pathToFileURL(join(webRoot, 'dist', 'server', 'entry-server.js')).href
)) as typeof import('../src/entry-server.tsx');
const rendererOptions = {
  template: readFileSync(join(clientDir, 'index.html'), 'utf8'),
  editions: artifactEditions(artifact),
};
// The dictionary is made of pages as they are without it; every page then names it.
const withoutDictionary = createRenderer(rendererOptions);
const dictionary = pageDictionary(DICTIONARY_PAGES.map((url) => withoutDictionary(url).html));
const render = createRenderer({ ...rendererOptions, dictionaryUrl: dictionary.url });

// Every page of the site in every edition, each question of the quiz among them (a shared /quiz?q=7
// opens question 7).
const urls = LOCALES.flatMap((locale) => artifact.pages.map((page) => localePath(locale, page.path)));

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const locale of PREFIXED_LOCALES) mkdirSync(join(outDir, locale));
const fileOf = (url: string) => {
  const { locale, path } = splitLocalePath(url);
  const name =
    path === FIXED_PAGES.home
      ? 'index'
      : path
          .slice(1)
          .replace(/\//g, '--')
          .replace('?', '@')
          .replace(/[^\w@=.-]/g, '_');
  return locale === DEFAULT_LOCALE ? name : `${locale}/${name}`;
};
const notFound = Object.fromEntries(LOCALES.map((locale) => [locale, fileOf(localePath(locale, '/404'))])) as Record<
  Locale,
  string
>;
const index: PagesIndex = { contentHash: artifact.hash, pages: {}, notFound, hashes: {} };
let bytes = 0;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/**
 * Brotli at its best (11) costs about 100 ms a page. The home page, the most visited, takes it.
 * The other pages take 10: 2.5 times faster for 2 % more bytes (`/astras` 15.9 KB against 15.5
 * KB), half a minute of build. The two thousand verse pages, which few visitors open, take 5:
 * about thirty times faster for 10 % more bytes (19.4 KB against 17.7 KB), which took the build
 * from minutes of compression to seconds. Compression runs on libuv's threads, beside the
 * rendering.
 */
const write = async (name: string, html: string, quality: number) => {
  const body = Buffer.from(html);
  bytes += body.length;
  index.hashes[name] = contentHash(body);
  const [gz, br, dcz] = await Promise.all([
    gzipped(body, { level: 9 }),
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    dictionary.dcz(body),
  ]);
  writeFileSync(join(outDir, `${name}.html.gz`), gz);
  writeFileSync(join(outDir, `${name}.html.br`), br);
  writeFileSync(join(outDir, `${name}.html.dcz`), dcz);
};

const started = performance.now();
const pending = new Set<Promise<void>>();
for (const url of urls) {
  const page = render(url);
  if (page.status !== 200) throw new Error(`prerender: ${url} answered ${page.status}: every listed page must exist`);
  const name = fileOf(url);
  const { path } = splitLocalePath(url);
  const verse = path.startsWith(`${FIXED_PAGES.texts}/`) && path.split('/').length > 3;
  const job = write(name, page.html, verse ? 5 : path === '/' ? 11 : 10).finally(() => pending.delete(job));
  pending.add(job);
  index.pages[url] = name;
  if (pending.size >= 8) await Promise.race(pending);
}
for (const locale of LOCALES) {
  await write(notFound[locale], render(localePath(locale, '/this/page/does/not/exist')).html, 11);
}
await Promise.all(pending);
const dictionaryFile = 'dictionary.txt';
writeFileSync(join(outDir, dictionaryFile), dictionary.bytes);
writeFileSync(join(outDir, `${dictionaryFile}.gz`), await gzipped(dictionary.bytes, { level: 9 }));
writeFileSync(
  join(outDir, `${dictionaryFile}.br`),
  await brotli(dictionary.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
index.hashes[dictionaryFile] = contentHash(dictionary.bytes);
index.dictionary = { url: dictionary.url, availableDictionary: dictionary.availableDictionary, file: dictionaryFile };
writeFileSync(join(outDir, PAGES_INDEX), JSON.stringify(index, null, 1));
console.log(
  `prerender: ${urls.length} pages and the 404 page, ${(bytes / 1024 / 1024).toFixed(1)} MB of HTML, ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s (content ${artifact.hash.slice(0, 12)})`,
);
