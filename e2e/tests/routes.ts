/**
 * One page of each route of the site, computed from the content (so a new category or sage is
 * checked without touching a test): the contract’s route samples; and a few of them that show
 * every part any of them has, for the checks that open every kind of page (axe, the first screen,
 * font preloads, narrow screens, the deploy).
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
 * What a built page is made of: the islands it runs, every class in its main content, the languages
 * it marks there and whether it shows Devanagari (which sets the fonts it preloads). A page made of
 * parts that other samples show between them is laid out and behaves as they do, and differs only
 * in its words (the seven sages, most categories and their first items), so a check of what a page
 * looks like or does needs those other samples only. Any new markup, a notice, a picture, a
 * citation, an island, is a part no sample had, so the sampling never hides a part of a page.
 */
function partsOf(path: string, index: Record<string, string>): Set<string> {
  const name = index[path];
  // Not prerendered (the search results, made per query): a kind of its own.
  if (name === undefined) return new Set([`page ${path}`]);
  const html = gunzipSync(readFileSync(join(PAGES_DIR, `${name}.html.gz`))).toString('utf8');
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const parts = new Set<string>();
  for (const match of main.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of match[1]?.split(/\s+/) ?? []) if (name) parts.add(`class ${name}`);
  }
  for (const match of html.matchAll(/\bdata-island="([^"]*)"/g)) parts.add(`island ${match[1]}`);
  for (const match of main.matchAll(/\blang="([^"]*)"/g)) parts.add(`lang ${match[1]}`);
  if (/[\u0900-\u097F]/.test(main)) parts.add('Devanagari');
  return parts;
}

/**
 * Few route samples that show every part of every sample between them, read from the built
 * pages (the browser tests run after the build): the sample that adds most parts not yet shown,
 * until none is left, in the samples' order (24 of the 52 samples on 2026-11-30, where one sample
 * of each distinct make-up took 37).
 */
export function routeKinds(): string[] {
  let index: Record<string, string>;
  try {
    index = (JSON.parse(readFileSync(join(PAGES_DIR, 'index.json'), 'utf8')) as { pages: Record<string, string> })
      .pages;
  } catch (error) {
    throw new Error(`${PAGES_DIR}/index.json cannot be read: run \`npm run build\` first`, { cause: error });
  }
  const samples = everyRoute().map((path) => ({ path, parts: partsOf(path, index) }));
  const unseen = new Set(samples.flatMap(({ parts }) => [...parts]));
  const chosen = new Set<string>();
  while (unseen.size > 0) {
    let best = samples[0];
    let added = 0;
    for (const sample of samples) {
      let count = 0;
      for (const part of sample.parts) if (unseen.has(part)) count += 1;
      if (count > added) [best, added] = [sample, count];
    }
    if (!best) break;
    chosen.add(best.path);
    for (const part of best.parts) unseen.delete(part);
  }
  return samples.map(({ path }) => path).filter((path) => chosen.has(path));
}
