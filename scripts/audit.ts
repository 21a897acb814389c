/**
 * `npm run audit`: runs Lighthouse (default mobile settings: simulated slow 4G and a 4× slower CPU;
 * all four categories) against the built site, prints a markdown table of scores and metrics and
 * fails (exit 1) when a page misses a budget: performance ≥ 95, accessibility, best practices and
 * SEO = 100. For each category under 100 it lists the audits that cost the points.
 *
 * Starts the built server on port 8392 (AUDIT_PORT) with a throwaway data folder and one headless
 * Debian Chromium for all pages (Lighthouse clears the origin's cache and storage before each page,
 * so pages do not warm each other up). Full reports go to .tmp/lighthouse/<page>.json (and .html).
 *
 * AUDIT_PAGES=/quiz,/astras limits the run to some paths. A failing performance score close to the
 * budget (within PERF_NOISE points) is measured twice more and the median run counts: Lighthouse's
 * simulated throttling scales the CPU time it observes, which is noisy on a small shared machine
 * (the script says so when the load average exceeds the core count). A run that Lighthouse could
 * not record (e.g. NO_NAVSTART) is repeated once in a fresh Chromium.
 *
 * Exit codes: 0 budgets met, 1 a budget missed, 2 the audit itself failed (Chromium, Lighthouse,
 * the server, or web/dist rebuilt during the run so pages loaded assets that were gone).
 */
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import lighthouse, { type Result } from 'lighthouse';
import { builtSiteStamp, portFromEnv, repoRoot, startBuiltServer, type BuiltServer } from './lib/builtServer.ts';

const DEFAULT_PAGES = [
  '/', // home
  '/astras', // category listing
  '/astras/brahmastra', // item detail
  '/weapon_building/bow_building/bow', // three-level detail
  '/quiz',
  '/saptarishi',
];
const CHROME_PATH = process.env.CHROME_PATH || CHROMIUM_PATH;
// Lighthouse wants the new headless mode; the other flags are the ones every browser run uses.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')];
const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const HOME_TRANSFER_KB = 250;
type CategoryId = keyof typeof BUDGETS;
const CATEGORY_IDS = Object.keys(BUDGETS) as CategoryId[];
const CATEGORY_LABELS: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};
/** A failing performance score at most this far under the budget is measured twice more. */
const PERF_NOISE = 8;
/** The whole run is stopped after this long (a hung Chrome must not hang `npm test`). */
const RUN_TIMEOUT_MS = 10 * 60_000;
const reportDir = join(repoRoot, '.tmp', 'lighthouse');

interface PageResult {
  path: string;
  lhr: Result;
  scores: Record<CategoryId, number>;
  lcp: number;
  tbt: number;
  cls: number;
  transferKb: number;
  jsKb: number;
  /** Performance scores of every run when the page was measured more than once. */
  perfRuns: number[];
  /** The JSON and HTML reports. */
  reports: string[];
}

function pagesToAudit(): string[] {
  const fromEnv = process.env.AUDIT_PAGES;
  if (!fromEnv) return DEFAULT_PAGES;
  const pages = fromEnv
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  for (const page of pages) {
    if (!page.startsWith('/')) throw new Error(`AUDIT_PAGES: "${page}" is not a path (it must start with /)`);
  }
  return pages;
}

/** File name for a page's report: "/" → home, "/astras/brahmastra" → astras_brahmastra. */
function reportName(path: string): string {
  return path === '/' ? 'home' : path.replace(/^\/+/, '').replace(/[^A-Za-z0-9_-]+/g, '_');
}

function summarize(path: string, lhr: Result, reports: string[]): PageResult {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${path}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = {} as Record<CategoryId, number>;
  for (const id of CATEGORY_IDS) {
    const score = lhr.categories[id]?.score;
    if (score === null || score === undefined)
      throw new Error(`Lighthouse gave no ${CATEGORY_LABELS[id]} score for ${path}`);
    scores[id] = Math.round(score * 100);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = lhr.audits['resource-summary']?.details;
  const scriptBytes =
    resources?.type === 'table'
      ? Number(resources.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0)
      : Number.NaN;
  return {
    path,
    lhr,
    scores,
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferKb: numeric('total-byte-weight') / 1024,
    jsKb: scriptBytes / 1024,
    perfRuns: [scores.performance],
    reports,
  };
}

/** One headless Chromium for all pages; relaunched when a run fails. */
class Browser {
  private chrome: chromeLauncher.LaunchedChrome | undefined;

  async port(): Promise<number> {
    if (!this.chrome) {
      try {
        // chrome-launcher crashes the process (an unhandled 'error' event) on a missing binary.
        accessSync(CHROME_PATH, constants.X_OK);
        this.chrome = await chromeLauncher.launch({
          chromePath: CHROME_PATH,
          chromeFlags: CHROME_FLAGS,
          handleSIGINT: false,
          logLevel: 'silent',
        });
      } catch (error) {
        throw new Error(`Could not start Chromium at ${CHROME_PATH}: ${(error as Error).message}`, { cause: error });
      }
    }
    return this.chrome.port;
  }

  /** Synchronous, so it can run from a signal handler too. */
  kill() {
    try {
      this.chrome?.kill();
    } catch {
      // already gone
    }
    this.chrome = undefined;
  }
}

const browser = new Browser();

async function runLighthouse(url: string, path: string, browser: Browser): Promise<PageResult> {
  const runner = await lighthouse(url, { port: await browser.port(), output: ['json', 'html'], logLevel: 'error' });
  if (!runner) throw new Error(`Lighthouse returned no result for ${path}`);
  return summarize(path, runner.lhr, runner.report as string[]);
}

/**
 * One Lighthouse run. Lighthouse sometimes fails to record a trace (NO_NAVSTART, "Please run
 * Lighthouse again"): such a run is repeated once in a fresh Chromium.
 */
async function auditOnce(url: string, path: string, browser: Browser): Promise<PageResult> {
  const started = performance.now();
  let result: PageResult;
  try {
    result = await runLighthouse(url, path, browser);
  } catch (error) {
    if ((error as Error).message.startsWith('Could not start Chromium')) throw error;
    console.log(`  ${path}: ${(error as Error).message}\n  ${path}: trying once more in a fresh Chromium`);
    browser.kill();
    result = await runLighthouse(url, path, browser);
  }
  const took = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  ${path}: performance ${result.scores.performance} (${took} s)`);
  return result;
}

function writeReports(result: PageResult) {
  const [json, html] = result.reports;
  const name = reportName(result.path);
  writeFileSync(join(reportDir, `${name}.json`), json ?? '');
  writeFileSync(join(reportDir, `${name}.html`), html ?? '');
}

async function auditPage(baseUrl: string, path: string, browser: Browser): Promise<PageResult> {
  const first = await auditOnce(baseUrl + path, path, browser);
  const score = first.scores.performance;
  if (score >= BUDGETS.performance || score < BUDGETS.performance - PERF_NOISE) {
    writeReports(first);
    return first;
  }
  console.log(
    `  ${path}: performance ${score} is within ${PERF_NOISE} points of the budget (${BUDGETS.performance}); measuring twice more, the median run counts`,
  );
  const runs = [first, await auditOnce(baseUrl + path, path, browser), await auditOnce(baseUrl + path, path, browser)];
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[1] ?? first;
  writeReports(median);
  return { ...median, perfRuns: runs.map((run) => run.scores.performance) };
}

/**
 * Lighthouse measures CPU time on this machine and scales it by 4: when other work keeps the
 * cores busy, performance scores drop for reasons that have nothing to do with the site.
 */
function warnIfBusy() {
  const [load = 0] = loadavg();
  const cores = availableParallelism();
  if (load > cores) {
    console.log(
      `  note: load average ${load.toFixed(1)} on ${cores} cores: other work is competing for the CPU, so performance scores (TBT, LCP) will read low`,
    );
  }
}

function printTable(results: PageResult[]) {
  const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
  console.log(
    '\n| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | transfer KB | JS KB |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const perf =
      r.perfRuns.length > 1 ? `${r.scores.performance} (median of ${r.perfRuns.join(', ')})` : r.scores.performance;
    console.log(
      `| ${r.path} | ${perf} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ` +
        `${fixed(r.lcp)} | ${fixed(r.tbt)} | ${fixed(r.cls, 3)} | ${fixed(r.transferKb, 1)} | ${fixed(r.jsKb, 1)} |`,
    );
  }
}

/** Requests to the site that failed (status ≥ 400 or no answer) while Lighthouse loaded a page. */
function failedRequests(result: PageResult): string[] {
  const details = result.lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  const origin = new URL(result.lhr.finalDisplayedUrl).origin;
  return details.items
    .filter((item) => typeof item.url === 'string' && item.url.startsWith(origin))
    .filter((item) => !item.finished || Number(item.statusCode) >= 400)
    .map((item) => `${String(item.url)} → ${item.finished ? `status ${String(item.statusCode)}` : 'no answer'}`);
}

/** A short description of up to three items an audit flagged (elements, URLs). */
function flaggedItems(audit: Result['audits'][string]): string[] {
  const details = audit.details;
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  const describe = (item: unknown): string | undefined => {
    if (!item || typeof item !== 'object') return undefined;
    const record = item as Record<string, unknown>;
    const node = record.node as { selector?: string; snippet?: string; nodeLabel?: string } | undefined;
    if (node?.selector || node?.snippet) {
      const label = node.nodeLabel ? ` ("${node.nodeLabel.slice(0, 40)}")` : '';
      return `${node.selector ?? node.snippet}${label}`;
    }
    // Console errors (errors-in-console): where from, and what.
    if (typeof record.source === 'string' && typeof record.description === 'string') {
      const where = (record.sourceLocation as { url?: string } | undefined)?.url;
      return `${record.source}: ${record.description.slice(0, 200)}${where ? ` (${where})` : ''}`;
    }
    if (record.type === 'list-section') return undefined;
    for (const key of ['url', 'source', 'label']) {
      const value = record[key];
      if (typeof value === 'string' && value) return value;
      if (value && typeof value === 'object' && 'url' in value) return String((value as { url: unknown }).url);
    }
    return undefined;
  };
  const described = details.items.map(describe).filter((text): text is string => Boolean(text));
  const shown = described.slice(0, 3);
  if (described.length > shown.length) shown.push(`… and ${described.length - shown.length} more`);
  return shown;
}

/** Audits that cost a category points, weighted ones first. */
function failingAudits(lhr: Result, category: CategoryId): string[] {
  const lines: string[] = [];
  const refs = [...(lhr.categories[category]?.auditRefs ?? [])].sort((a, b) => b.weight - a.weight);
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
    // Performance insights with no estimated savings are advice, not lost points.
    if (category === 'performance' && ref.weight === 0 && audit.score >= 0.9) continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    const weight = ref.weight > 0 ? `weight ${ref.weight}` : 'unweighted';
    lines.push(`    - ${ref.id}: ${audit.title}${value}, score ${audit.score}, ${weight}`);
    for (const item of flaggedItems(audit)) lines.push(`        ${item}`);
  }
  return lines;
}

async function main(): Promise<number> {
  const pages = pagesToAudit();
  const port = portFromEnv('AUDIT_PORT', 8392);
  mkdirSync(reportDir, { recursive: true });
  const started = performance.now();
  let server: BuiltServer | undefined;
  const killBrowser = () => browser.kill();
  process.once('SIGINT', killBrowser);
  process.once('SIGTERM', killBrowser);
  const results: PageResult[] = [];
  const stamp = builtSiteStamp();
  try {
    server = await startBuiltServer(port);
    for (const path of pages) {
      const status = (await fetch(server.url + path, { redirect: 'manual' })).status;
      if (status !== 200) throw new Error(`${path} answers ${status}, not 200: nothing to audit`);
    }
    console.log(`Lighthouse (mobile defaults) on ${pages.length} page(s), Chromium at ${CHROME_PATH}`);
    warnIfBusy();
    for (const path of pages) {
      try {
        results.push(await auditPage(server.url, path, browser));
      } catch (error) {
        // A server that died (or was killed by someone else's cleanup) explains every failure.
        const gone = server.exited();
        if (gone) throw new Error(`${(error as Error).message}\n(${gone} during the audit)`, { cause: error });
        throw error;
      }
    }
  } finally {
    browser.kill();
    await server?.stop();
  }

  warnIfBusy();
  printTable(results);
  const broken = results.flatMap((r) => failedRequests(r).map((line) => `  ${r.path}: ${line}`));
  if (broken.length > 0) console.log('\nRequests that failed while loading the pages:\n' + broken.join('\n'));
  if (builtSiteStamp() !== stamp) {
    if (broken.length > 0) {
      throw new Error(
        'web/dist was rebuilt while the audit ran and pages loaded assets that were gone: the results above are not valid. Run it again.',
      );
    }
    console.log('\nnote: web/dist was rebuilt during the run, but every request of every page succeeded.');
  }
  const failures: string[] = [];
  const details: string[] = [];
  for (const r of results) {
    for (const id of CATEGORY_IDS) {
      const score = r.scores[id];
      const budget = BUDGETS[id];
      if (score < budget) {
        const comparison = budget === 100 ? `must be ${budget}` : `budget ≥ ${budget}`;
        failures.push(`${r.path}: ${CATEGORY_LABELS[id]} ${score}, ${comparison}`);
      }
      if (score < 100) {
        details.push(`  ${r.path}, ${CATEGORY_LABELS[id]} ${score}:`, ...failingAudits(r.lhr, id));
      }
    }
  }
  // Issue 9: the home page's whole first load, over the network, at most 250 KB.
  const home = results.find((r) => r.path === '/');
  if (home && home.transferKb > HOME_TRANSFER_KB) {
    failures.push(`/: transferred ${home.transferKb.toFixed(1)} KB, budget ≤ ${HOME_TRANSFER_KB} KB`);
  }
  if (details.length > 0) console.log('\nAudits that cost points:\n' + details.join('\n'));
  console.log(
    `\nReports: ${join('.tmp', 'lighthouse')}/<page>.json (.html). Took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  if (failures.length > 0) {
    console.error(`\nLighthouse budgets missed (${failures.length}):\n` + failures.map((f) => `  ✗ ${f}`).join('\n'));
    return 1;
  }
  console.log(
    `\nEvery page meets the budgets (performance ≥ 95, accessibility, best practices and SEO = 100; the home page ≤ ${HOME_TRANSFER_KB} KB).`,
  );
  return 0;
}

// Errors thrown outside any awaited promise (e.g. inside Lighthouse or chrome-launcher callbacks).
process.on('uncaughtException', (error) => {
  console.error(`\naudit failed: ${error.message}`);
  browser.kill();
  process.exit(2); // the server is stopped by builtServer's exit hook
});

const watchdog = setTimeout(() => {
  console.error(`audit: gave up after ${RUN_TIMEOUT_MS / 60_000} minutes (Chromium or Lighthouse hung?)`);
  process.kill(process.pid, 'SIGTERM');
}, RUN_TIMEOUT_MS);
watchdog.unref();

let exitCode: number;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\naudit failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 2;
}
// Lighthouse can leave sockets open; the server and Chromium are stopped by now.
process.exit(exitCode);
