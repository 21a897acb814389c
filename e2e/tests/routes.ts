/**
 * One page of each route of the site, computed from the content (so a new category or sage is
 * checked without touching a test): the contract's route samples; and one page of each kind among
 * them, for the checks that open every route (axe, the first screen, font preloads, narrow screens).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { siteShape } from '../../content/src/artifact.ts';
import { routeSamples } from '../../content/src/contract/pages.ts';
import { loadCorpus } from '../../content/src/index.ts';

export function everyRoute(): string[] {
  return routeSamples(siteShape(loadCorpus()));
}

const PAGES_DIR = join(import.meta.dirname, '..', '..', 'web', 'dist', 'pages');

/**
 * What a built page is made of: the islands it runs and every class in its main content. Two
 * pages with the same make-up are laid out and behave alike and differ only in their words (the
 * seven sages, most categories and their first items), so a check of what a page looks like or
 * does needs one of them. Any new markup, a notice, a picture, a citation, an island, makes a new
 * kind, so the sampling never hides a part of a page no other sample has.
 */
function makeUp(path: string, index: Record<string, string>): string {
  const name = index[path];
  // Not prerendered (the search results, made per query): a kind of its own.
  if (name === undefined) return path;
  const html = gunzipSync(readFileSync(join(PAGES_DIR, `${name}.html.gz`))).toString('utf8');
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const classes = new Set([...main.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => match[1]?.split(/\s+/) ?? []));
  const islands = new Set([...html.matchAll(/\bdata-island="([^"]*)"/g)].map((match) => match[1]));
  return `${[...islands].sort().join(' ')} | ${[...classes].filter(Boolean).sort().join(' ')}`;
}

/**
 * The first of the route samples of each make-up, read from the built pages (the browser tests
 * run after the build): 33 of the 49 samples on 2026-11-29.
 */
export function routeKinds(): string[] {
  let index: Record<string, string>;
  try {
    index = (JSON.parse(readFileSync(join(PAGES_DIR, 'index.json'), 'utf8')) as { pages: Record<string, string> })
      .pages;
  } catch (error) {
    throw new Error(`${PAGES_DIR}/index.json cannot be read: run \`npm run build\` first`, { cause: error });
  }
  const kinds = new Map<string, string>();
  for (const path of everyRoute()) {
    const key = makeUp(path, index);
    if (!kinds.has(key)) kinds.set(key, path);
  }
  return [...kinds.values()];
}
