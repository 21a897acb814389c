/**
 * `npm run bench -- lighthouse`: Lighthouse with its mobile defaults (simulated slow 4G, 4× slower
 * CPU) on each audited page, RUNS times (5 by default), in headless Debian Chromium against the
 * built server. Prints, per page, the median and the spread (min–max) of the performance score,
 * LCP, TBT, FCP, CLS and bytes transferred, and writes every run to .tmp/bench/lighthouse.json.
 *
 * A benchmark, not a test: it reports numbers and gates nothing, because Lighthouse's simulated
 * throttling scales CPU time measured on this machine, which moves with whatever else runs here.
 * It refuses to start on a busy machine (scripts/bench/machine.ts; BENCH_ALLOW_BUSY=1 overrides and
 * marks the report). PAGES=/quiz,/astras limits the pages; RUNS=3 changes the count.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pagesFromEnv } from '../lib/auditedPages.ts';
import { builtSiteStamp, repoRoot, startBuiltServer, type BuiltServer } from '../lib/builtServer.ts';
import { LighthouseBrowser, runLighthouse, type Result } from '../lib/lighthouse.ts';
import { loadLine, requireQuietMachine } from './machine.ts';
import { medianAndSpread } from './stats.ts';

const RUNS = Number(process.env.RUNS ?? 5);

interface Run {
  performance: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  transferKb: number;
}
const METRICS: { key: keyof Run; label: string; digits: number }[] = [
  { key: 'performance', label: 'performance', digits: 0 },
  { key: 'lcp', label: 'LCP ms', digits: 0 },
  { key: 'tbt', label: 'TBT ms', digits: 0 },
  { key: 'fcp', label: 'FCP ms', digits: 0 },
  { key: 'cls', label: 'CLS', digits: 3 },
  { key: 'transferKb', label: 'transfer KB', digits: 1 },
];

function summarize(lhr: Result): Run {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    transferKb: numeric('total-byte-weight') / 1024,
  };
}

const busyNote = await requireQuietMachine('bench -- lighthouse');
const pages = pagesFromEnv();
const startLoad = loadLine();
const stamp = builtSiteStamp();
const browser = new LighthouseBrowser();
let server: BuiltServer | undefined;
const results = new Map<string, Run[]>();
try {
  server = await startBuiltServer();
  for (const path of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(summarize(await runLighthouse(server.url + path, browser, { onlyCategories: ['performance'] })));
    }
    results.set(path, runs);
    console.log(`  ${path}: performance ${runs.map((run) => run.performance).join(', ')}`);
  }
} finally {
  browser.kill();
  await server?.stop();
}
if (builtSiteStamp() !== stamp) {
  console.error('web/dist was rebuilt during the run: the numbers are not valid. Run it again.');
  process.exit(2);
}

console.log(
  `\nLighthouse ${RUNS}× per page, mobile defaults, headless Debian Chromium; median (min–max). ` +
    `Before: ${startLoad}. After: ${loadLine()}.${busyNote ? `\n${busyNote}` : ''}\n`,
);
console.log(`| page | ${METRICS.map((m) => m.label).join(' | ')} |`);
console.log(`|---|${METRICS.map(() => '---:').join('|')}|`);
for (const [path, runs] of results) {
  const cells = METRICS.map(({ key, digits }) =>
    medianAndSpread(
      runs.map((run) => run[key]),
      digits,
    ),
  );
  console.log(`| ${path} | ${cells.join(' | ')} |`);
}
const out = join(repoRoot, '.tmp', 'bench');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'lighthouse.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, load: { before: startLoad, after: loadLine() }, busy: busyNote || undefined, pages: Object.fromEntries(results) }, null, 2)}\n`,
);
console.log(`\nEvery run: ${join('.tmp', 'bench', 'lighthouse.json')}`);
process.exit(0);
