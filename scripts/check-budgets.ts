/**
 * Size budgets of the built site (docs/decisions.md, "Quality budgets"), run by `npm run build`:
 * fails the build, naming the assets, when one is exceeded. Sizes are gzip level 9 (the server
 * sends brotli, which is smaller).
 *   - the JavaScript every page loads first (the islands runtime and what it preloads) ≤ 8 KB;
 *     React (react, react-dom, the scheduler), which a page loads when its first island hydrates,
 *     ≤ 70 KB; the layout's islands and the code they share ≤ 16 KB
 *   - the stylesheet ≤ 16 KB; each font file ≤ 40 KB; each lazy page chunk ≤ 20 KB
 *   - each image under content/images ≤ 40 KB, SVG or a modern format (PNG only for share cards)
 * It also checks that every browser chunk (workers aside) starts with the compile hint, and that
 * the server knows the content type of every file the build wrote.
 * What a whole page costs is measured in a real browser by `npm test -- budgets`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtImagesDir } from '../content/src/locations.ts';
import { CONTENT_TYPES } from '../server/src/http/staticFiles.ts';
import { COMPILE_HINT } from '../web/build/compileHintsPlugin.ts';

const root = join(import.meta.dirname, '..');
const clientDir = join(root, 'web', 'dist', 'client');
const imagesDir = join(root, 'content', 'images');
const KB = 1024;

export const BUDGETS = {
  /** The islands runtime every page loads: React and the islands come later, each on its own. */
  initialJs: 8 * KB,
  css: 16 * KB,
  font: 40 * KB,
  lazyChunk: 20 * KB,
  image: 40 * KB,
};

/** Lazily loaded chunks allowed above the chunk budget, with the reason. */
const LARGE_LAZY_CHUNKS: Record<string, string> = {
  '_virtual_search-index': 'the whole search index, loaded on the first search only',
  // React: loaded by the islands runtime when the first island hydrates, never before the first
  // paint; budgeted on its own below, as is the layout's chunk.
  'react-': 'React, which hydrates the islands',
  'site-': "the layout's islands and the code they share",
};
/** Chunks with a budget of their own. */
const OWN_BUDGETS: Record<string, number> = {
  'react-': 70 * KB,
  'site-': 16 * KB,
  // The string-grip demonstration: only the grip pages load it, when it scrolls into view.
  'GripDemonstration.island-': 4 * KB,
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
  if (name.endsWith('.br') || name.endsWith('.gz')) continue; // compressed forms of the files checked
  const file = join(assets, name);
  const size = gzipSize(file);
  const ext = extname(name);
  if (ext === '.js' && !name.includes('.worker') && !readFileSync(file, 'utf8').startsWith(COMPILE_HINT))
    problems.push(`${name} does not start with the compile hint (web/build/compileHintsPlugin.ts)`);
  let budget: number | undefined;
  if (ext === '.css') budget = BUDGETS.css;
  else if (ext === '.woff2') budget = BUDGETS.font;
  else if (ext === '.js' && !initial.includes(`assets/${name}`) && !name.includes('.worker'))
    budget = Object.keys(LARGE_LAZY_CHUNKS).some((prefix) => name.startsWith(prefix)) ? undefined : BUDGETS.lazyChunk;
  const own = Object.entries(OWN_BUDGETS).find(([prefix]) => name.startsWith(prefix));
  if (ext === '.js' && own) budget = own[1];
  if (budget === undefined) continue;
  if (ext !== '.js' || own) rows.push([name, kb(size), kb(budget)]);
  if (size > budget) problems.push(`${name} is ${kb(size)}, over its ${kb(budget)} budget`);
}
if (readdirSync(assets).some((name) => name.endsWith('.woff') || name.endsWith('.ttf')))
  problems.push('old font formats (.woff/.ttf) are in the build: ship the site faces as woff2 only');

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

// The server sends the build's files with the type their extension gives (server/src/http/staticFiles.ts).
for (const file of [...filesUnder(clientDir), ...filesUnder(builtImagesDir)]) {
  const ext = extname(file.replace(/\.(br|gz)$/, ''));
  if (!CONTENT_TYPES[ext])
    problems.push(
      `${relative(root, file)}: the server has no content type for ${ext || 'a file without an extension'}`,
    );
}

console.log('Size budgets (gzip):');
for (const [what, size, budget] of rows) console.log(`  ${what.padEnd(64)} ${size.padStart(9)} / ${budget}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} budget(s) exceeded:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('All size budgets met.');
