/**
 * Size budgets of the built site (issue 9), run by `npm run build`: fails the build, naming the
 * assets, when one is exceeded. Sizes are gzip level 9, as a CDN would send them.
 *   - the JavaScript every page loads first (the entry and what it preloads) ≤ 70 KB
 *   - the stylesheet ≤ 16 KB; each font file ≤ 40 KB; each lazy page chunk ≤ 20 KB
 *   - each image under content/images ≤ 40 KB, SVG or a modern format (PNG only for share cards)
 * The whole home page (≤ 250 KB transferred) is measured in a real browser by `npm run audit`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const clientDir = join(root, 'web', 'dist', 'client');
const imagesDir = join(root, 'content', 'images');
const KB = 1024;

export const BUDGETS = {
  initialJs: 70 * KB,
  css: 16 * KB,
  font: 40 * KB,
  lazyChunk: 20 * KB,
  image: 40 * KB,
};

/** Lazily loaded chunks allowed above the chunk budget, with the reason. */
const LARGE_LAZY_CHUNKS: Record<string, string> = {
  '_virtual_search-index': 'the whole search index, loaded on the first search only',
};

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const problems: string[] = [];
const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g),
].map((match) => match[1] ?? '');
const initialSizes = initial.map((file) => ({ file, size: gzipSize(join(clientDir, file)) }));
const initialTotal = initialSizes.reduce((sum, { size }) => sum + size, 0);
const rows: [string, string, string][] = [['JavaScript loaded first', kb(initialTotal), kb(BUDGETS.initialJs)]];
if (initialTotal > BUDGETS.initialJs) {
  const parts = initialSizes.sort((a, b) => b.size - a.size).map(({ file, size }) => `${file} ${kb(size)}`);
  problems.push(`JavaScript loaded first is ${kb(initialTotal)}, over ${kb(BUDGETS.initialJs)}: ${parts.join(', ')}`);
}

const assets = join(clientDir, 'assets');
for (const name of readdirSync(assets)) {
  const file = join(assets, name);
  const size = gzipSize(file);
  const ext = extname(name);
  let budget: number | undefined;
  if (ext === '.css') budget = BUDGETS.css;
  else if (ext === '.woff2') budget = BUDGETS.font;
  else if (ext === '.js' && !initial.includes(`assets/${name}`) && !name.includes('.worker'))
    budget = Object.keys(LARGE_LAZY_CHUNKS).some((prefix) => name.startsWith(prefix)) ? undefined : BUDGETS.lazyChunk;
  if (budget === undefined) continue;
  if (ext !== '.js') rows.push([name, kb(size), kb(budget)]);
  if (size > budget) problems.push(`${name} is ${kb(size)}, over its ${kb(budget)} budget`);
}
if (readdirSync(assets).some((name) => name.endsWith('.woff') || name.endsWith('.ttf')))
  problems.push('old font formats (.woff/.ttf) are in the build: ship woff2 only');

for (const file of filesUnder(imagesDir)) {
  const path = relative(imagesDir, file);
  const ext = extname(file);
  const isShareCard = path.startsWith('share/') && ext === '.png';
  if (!['.svg', '.webp', '.avif'].includes(ext) && !isShareCard && !path.endsWith('manifest.json'))
    problems.push(`images/${path}: use SVG or a modern format (WebP, AVIF)`);
  const size = isShareCard ? statSync(file).size : gzipSize(file);
  const budget = isShareCard ? 160 * KB : BUDGETS.image;
  if (size > budget) problems.push(`images/${path} is ${kb(size)}, over its ${kb(budget)} budget`);
}

console.log('Size budgets (gzip):');
for (const [what, size, budget] of rows) console.log(`  ${what.padEnd(64)} ${size.padStart(9)} / ${budget}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} budget(s) exceeded:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('All size budgets met.');
