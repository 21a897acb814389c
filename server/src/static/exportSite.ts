/**
 * `npm run export [-- <folder>]`: the built site as one folder any static host can serve, and the
 * headers each of its files needs, in the forms hosts read (docs/deploy.md). Every answer is asked
 * of the Node app itself (in process, no port), so the folder holds exactly what `npm start`
 * serves, bytes and headers: every page (plain, .br, .gz), every GET document as JSON, the build's
 * files, the sitemap and robots.txt.
 *
 *   <folder>/site/          the document root: upload or point the server here
 *   <folder>/nginx/         maps.conf (http context), shastra.conf (an example server block)
 *   <folder>/urls.json      every URL and the file that answers it (purge lists, tests)
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { documentPath, DOCUMENTS_PREFIX } from '@shastra/content/contract/paths';
import { LOCALES, localePath } from '@shastra/content/contract/locales';
import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { buildApp } from '../app.ts';
import { loadBuiltSite, NotBuiltError, type BuiltSite } from '../builtSite.ts';
import { StaleContentError } from '@shastra/content/artifact/read';
import { readConfig } from '../config.ts';
import type { FeedbackStore } from '../feedback/feedbackStore.ts';
import { exportFile, planHeaders, profileOf, type ExportedFile } from './exportPlan.ts';
import { writeHostFiles, type ExportedUrl } from './hostFiles.ts';

const out = resolve(process.argv[2] ?? 'export');
const siteDir = join(out, 'site');
// The folder is replaced whole: only an earlier export (or nothing) may be in the way.
if (existsSync(out) && readdirSync(out).length > 0 && !existsSync(join(out, 'urls.json'))) {
  console.error(`export: ${out} holds something other than an earlier export; name an empty or new folder.`);
  process.exit(1);
}
let site: BuiltSite;
try {
  site = loadBuiltSite(readConfig());
} catch (error) {
  if (!(error instanceof StaleContentError || error instanceof NotBuiltError)) throw error;
  console.error(`export: ${error.message}`);
  process.exit(1);
}

/** The export never writes feedback: a store that refuses, so nothing can pretend it did. */
const noStore: FeedbackStore = {
  kind: 'pglite',
  add: () => Promise.reject(new Error('the static export has no feedback store')),
  addWithinLimit: () => Promise.reject(new Error('the static export has no feedback store')),
  list: () => Promise.resolve([]),
  count: () => Promise.resolve(0),
  health: () => Promise.resolve({ ok: false, reason: 'the static export has no feedback store' }),
  close: () => Promise.resolve(),
};
const app = await buildApp({ ...site.options, store: noStore });
await app.ready();

/** Every file under `dir`, as paths relative to it, without the build's compressed siblings. */
function walk(dir: string, recursive: boolean): string[] {
  return readdirSync(dir, { recursive, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

interface Wanted {
  url: string;
  kind: 'page' | 'document' | 'file';
  /** The status the answer must have: 200, or 404 for the not-found answers. */
  status: number;
  /** Where it goes when its URL does not say (the not-found answers). */
  file?: string;
}

const wanted: Wanted[] = [];
for (const url of site.pages.pages.keys()) wanted.push({ url, kind: 'page', status: 200 });
// The search page without a query, which Node renders when asked: on a host with no process its
// script finds the pages of the address's query in the browser.
for (const locale of LOCALES) wanted.push({ url: localePath(locale, FIXED_PAGES.search), kind: 'page', status: 200 });
for (const locale of LOCALES) {
  wanted.push({
    url: localePath(locale, '/__no-such-page__'),
    kind: 'page',
    status: 404,
    file: exportFile(localePath(locale, '/404'), 'page'),
  });
}
for (const key of site.content.documents.keys())
  wanted.push({ url: `${DOCUMENTS_PREFIX}${key}`, kind: 'document', status: 200 });
// The OpenAPI description is one, in English (its own route); every other document is per edition.
const openApiKey = documentPath('openapi').slice(DOCUMENTS_PREFIX.length);
for (const [locale, edition] of Object.entries(site.content.editions)) {
  for (const key of edition.documents.keys()) {
    if (key === openApiKey) continue;
    wanted.push({ url: `${DOCUMENTS_PREFIX}${locale}/${key}`, kind: 'document', status: 200 });
  }
}
wanted.push({ url: `${DOCUMENTS_PREFIX}__no-such-document__`, kind: 'file', status: 404, file: '_errors/404.json' });
const { clientDir, imagesDir } = site.options;
if (clientDir) {
  for (const name of walk(clientDir, false))
    if (name !== 'index.html') wanted.push({ url: `/${name}`, kind: 'file', status: 200 });
  for (const name of walk(join(clientDir, 'assets'), true))
    wanted.push({ url: `/assets/${name}`, kind: 'file', status: 200 });
  for (const name of walk(join(clientDir, 'icons'), false))
    wanted.push({ url: `/icons/${name}`, kind: 'file', status: 200 });
}
if (imagesDir)
  for (const name of walk(imagesDir, true)) wanted.push({ url: `/images/${name}`, kind: 'file', status: 200 });
wanted.push({ url: '/sitemap.xml', kind: 'file', status: 200 }, { url: '/robots.txt', kind: 'file', status: 200 });
if (site.pages.dictionary) wanted.push({ url: site.pages.dictionary.url, kind: 'file', status: 200 });

rmSync(out, { recursive: true, force: true });
const started = performance.now();
const exported: ExportedFile[] = [];
const urls: ExportedUrl[] = [];
let bytes = 0;
let count = 0;
const madeDirs = new Set<string>();
const write = (file: string, body: Buffer) => {
  const path = join(siteDir, file);
  const dir = dirname(path);
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  writeFileSync(path, body);
  bytes += body.length;
  count += 1;
};

/**
 * The app's answer to GET `url` with that encoding. Its body is read as a stream: an injected
 * answer otherwise also comes decoded as a string, which for two gigabytes of answers was 25 of
 * the export's 63 s (docs/deploy.md).
 */
async function answer(url: string, encoding: string) {
  const reply = await app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': encoding },
    payloadAsStream: true,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of reply.stream()) chunks.push(chunk as Buffer);
  return { statusCode: reply.statusCode, headers: reply.headers, body: Buffer.concat(chunks) };
}

async function exportOne({ url, kind, status, file: fixedFile }: Wanted) {
  const plain = await answer(url, 'identity');
  if (plain.statusCode !== status) throw new Error(`GET ${url} answered ${plain.statusCode}, not ${status}`);
  const file = fixedFile ?? exportFile(url, kind);
  const contentType = String(plain.headers['content-type'] ?? '');
  write(file, plain.body);
  for (const encoding of ['br', 'gzip'] as const) {
    const packed = await answer(url, encoding);
    if (packed.headers['content-encoding'] === encoding)
      write(`${file}.${encoding === 'br' ? 'br' : 'gz'}`, packed.body);
  }
  exported.push({ file, contentType, profile: profileOf(plain.headers) });
  urls.push({ url, file, status });
}

// A few at a time: the app answers from memory and disk, and the writes overlap its work. After
// each URL a lane yields to the event loop: an injected answer settles in microtasks alone, and
// without a turn of the loop the stream callbacks Node queues with setImmediate never run and hold
// every answer's bytes until the end (docs/deploy.md, "Memory").
const queue = [...wanted];
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
await Promise.all(
  Array.from({ length: 8 }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await exportOne(next);
      await nextTurn();
    }
  }),
);
await app.close();

const plan = planHeaders(exported);
writeHostFiles(out, siteDir, plan, urls);

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `export: ${urls.length} URLs as ${count} files (${mb(bytes)}) ` +
    `in ${relative(process.cwd(), siteDir) || '.'}, ${plan.profiles.length} header profiles, ` +
    `${plan.exceptions.size} files with their own, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
