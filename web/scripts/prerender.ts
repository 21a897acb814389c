/**
 * The last step of the web build: renders every page of the site once, from the content artifact,
 * into web/dist/pages (HTML with its brotli and gzip forms), with an index the server reads at
 * start-up. Pages change only with a build, so none is rendered again per request; the server
 * renders only /search?q=, whose pages are endless.
 *
 * The index records the content hash the pages were built from; the server refuses to serve them
 * with other content.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readArtifact } from '@shastra/content/artifact';
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { documentKey } from '@shastra/content/contract/paths';
import { PAGES_INDEX, type PagesIndex } from '../src/routing/prerendered.ts';

const webRoot = join(import.meta.dirname, '..');
const clientDir = join(webRoot, 'dist', 'client');
const outDir = join(webRoot, 'dist', 'pages');

const artifact = readArtifact();
const { createRenderer } = (await import(
  pathToFileURL(join(webRoot, 'dist', 'server', 'entry-server.js')).href
)) as typeof import('../src/entry-server.tsx');
const render = createRenderer({
  template: readFileSync(join(clientDir, 'index.html'), 'utf8'),
  documents: artifact.documents,
  searchIndex: artifact.searchIndex,
});

// Every page of the site, and each question of the quiz (a shared /quiz?q=7 opens question 7).
const quiz = (artifact.documents.get(documentKey('quiz')) ?? []) as unknown[];
const urls = [...artifact.pages, ...quiz.map((_, i) => pagePath.quizQuestion(i + 1))];

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const fileOf = (url: string) =>
  url === FIXED_PAGES.home
    ? 'index'
    : url
        .slice(1)
        .replace(/\//g, '--')
        .replace('?', '@')
        .replace(/[^\w@=.-]/g, '_');
const index: PagesIndex = { contentHash: artifact.hash, pages: {}, notFound: '404' };
let bytes = 0;
const write = (name: string, html: string) => {
  const body = Buffer.from(html);
  writeFileSync(join(outDir, `${name}.html`), body);
  writeFileSync(
    join(outDir, `${name}.html.br`),
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(join(outDir, `${name}.html.gz`), gzipSync(body, { level: 9 }));
  bytes += body.length;
};

const started = performance.now();
for (const url of urls) {
  const page = render(url);
  if (page.status !== 200) throw new Error(`prerender: ${url} answered ${page.status}: every listed page must exist`);
  const name = fileOf(url);
  write(name, page.html);
  index.pages[url] = name;
}
const missing = render('/this/page/does/not/exist');
write(index.notFound, missing.html);
writeFileSync(join(outDir, PAGES_INDEX), JSON.stringify(index, null, 1));
console.log(
  `prerender: ${urls.length} pages and the 404 page, ${(bytes / 1024 / 1024).toFixed(1)} MB of HTML, ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s (content ${artifact.hash.slice(0, 12)})`,
);
