/**
 * How the prerender renders, names and writes a page: the renderer made from the built server
 * bundle and the content artifact, a page's file name under web/dist/pages, and its HTML as gzip,
 * brotli and dcz (the server decodes the brotli for a client that takes none of them). Shared by
 * the prerender's main thread (the dictionary, the 404 pages, the index) and its workers (every
 * other page).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readArtifact } from '@shastra/content/artifact';
import { artifactEditions } from '@shastra/content/artifact/read';
import { DEFAULT_LOCALE, splitLocalePath } from '@shastra/content/contract/locales';
import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { contentHash } from '@shastra/content/precompress';
import type { PageDictionary } from './pageDictionary.ts';

const webRoot = join(import.meta.dirname, '..');
export const outDir = join(webRoot, 'dist', 'pages');

/**
 * The artifact and a renderer of its pages (with `dictionaryUrl`, pages name their compression
 * dictionary). React's production build: the development one checks every element as it renders,
 * which made the prerender a third slower for warnings no one reads here (the server sets the same,
 * server/src/builtSite.ts).
 */
export async function loadRenderer(dictionaryUrl?: string) {
  process.env.NODE_ENV ??= 'production';
  const artifact = readArtifact();
  const { createRenderer } = (await import(
    pathToFileURL(join(webRoot, 'dist', 'server', 'entry-server.js')).href
  )) as typeof import('../src/entry-server.tsx');
  const render = createRenderer({
    template: readFileSync(join(webRoot, 'dist', 'client', 'index.html'), 'utf8'),
    editions: artifactEditions(artifact),
    ...(dictionaryUrl === undefined ? {} : { dictionaryUrl }),
  });
  return { artifact, render };
}

/** A page's file name without extension: `astras--brahmastra`, `hi/index`, `quiz@q=7`. */
export function fileOf(url: string): string {
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
}

/**
 * Brotli at its best (11) costs about 100 ms a page. The home page, the most visited, takes it.
 * The other pages take 10: 2.5 times faster for 2 % more bytes (`/astras` 15.9 KB against 15.5
 * KB), half a minute of build. The verse pages, which few visitors open one by one, take 5: about
 * thirty times faster for 10 % more bytes (19.4 KB against 17.7 KB), which took the build from
 * minutes of compression to seconds.
 */
export function brotliQuality(url: string): number {
  const { path } = splitLocalePath(url);
  if (path === FIXED_PAGES.home) return 11;
  const verse = path.startsWith(`${FIXED_PAGES.texts}/`) && path.split('/').length > 3;
  return verse ? 5 : 10;
}

/**
 * Writes a page's three compressed forms; returns its content hash. The compression runs on the
 * worker's own thread: the workers already fill the cores, and handing it to libuv's threads as
 * well put six threads on two cores and made the prerender twice as slow (docs/testing.md).
 */
export function writePage(name: string, html: string, quality: number, dictionary: PageDictionary) {
  const body = Buffer.from(html);
  writeFileSync(join(outDir, `${name}.html.gz`), gzipSync(body, { level: 9 }));
  writeFileSync(
    join(outDir, `${name}.html.br`),
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(join(outDir, `${name}.html.dcz`), dictionary.dcz(body));
  return { hash: contentHash(body), bytes: body.length };
}
