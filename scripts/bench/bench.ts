/**
 * `npm run bench`: starts the built server and measures, on loopback (scripts/bench/load.ts), requests/s
 * and p50/p99 latency of documents API GETs against a bare route in the same process, and of
 * pages and two of the build's files (a script, a font) against `GET /documents/info`; and the
 * server's resident memory after start and after each target. Not a test: it prints numbers to
 * quote. Goals (docs/testing.md, "Benchmarks"): API GETs ≥ 0.8× the baseline with p99 ≤ 10 ms,
 * pages and files ≥ 0.5× `/documents/info` with p99 ≤ 50 ms, at 50 connections; resident memory ≤ 250 MB after start and bounded under load.
 * BENCH_SECONDS (5) is the length of one run, BENCH_ROUNDS (2) the number of rounds over every
 * target: more rounds show whether memory levels off (`BENCH_ROUNDS=10 npm run bench`).
 *
 * Then the loads no visitor makes, each on a fresh server (attack.ts): a flood of
 * distinct searches while pages are read, and a crawl of every document. `npm run bench -- attack`
 * runs only these, `npm run bench -- throughput` only the table. `npm run bench -- session` walks a
 * reader's visit in Chromium and prints what each page costs on the wire (session.ts).
 * `npm run bench -- lighthouse` (lighthouse.ts) and `-- festival` (festival.ts) measure pages in
 * Chromium; `-- search` (search.ts) times the site search's queries on the full corpus; `-- nginx`
 * (nginx.ts) serves the same answers from Node and from nginx on the static export. Every benchmark of the project is in this folder and starts here.
 */
import { FIXED_PAGES, pagePath } from '../../content/src/contract/pages.ts';
import { documentPath } from '../../content/src/contract/paths.ts';
import { documentCrawl, rssMb, searchFlood } from './attack.ts';
import { startBuiltServer } from '../lib/builtServer.ts';
import { readingSession } from './session.ts';
import { load } from './load.ts';
import { cpuSeconds, loadLine, requireQuietMachine } from './machine.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CONNECTIONS = 50;

const only = process.argv[2];
const TARGETS = ['throughput', 'attack', 'session', 'lighthouse', 'festival', 'search', 'nginx'];
if (only !== undefined && !TARGETS.includes(only)) {
  console.error(`bench: unknown target "${only}": use one of ${TARGETS.join(', ')}, or nothing for the first three`);
  process.exit(2);
}
// Browser benchmarks and the search's speed, each a script of its own in this folder.
if (only === 'lighthouse' || only === 'festival' || only === 'search' || only === 'nginx') {
  await import(`./${only}.ts`);
  process.exit(0);
}
if (only === 'session') {
  console.log((await readingSession()).join('\n'));
  process.exit(0);
}
const busyNote = await requireQuietMachine('bench');
if (only === 'attack') {
  await attacks();
  process.exit(0);
}
const server = await startBuiltServer({ BENCH_BASELINE: '1', LOG_LEVEL: 'warn' });

const serverCpuSeconds = () => cpuSeconds([server.pid]);

type Kind = 'baseline' | 'api' | 'page' | 'file';
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
const home = await fetch(`${server.url}${FIXED_PAGES.home}`, { headers: BROWSER });
const homeEtag = home.headers.get('etag') ?? '';
// Two of the files the home page loads: its first script, and a font.
const homeHtml = await home.text();
const homeFile = (pattern: RegExp) => {
  const path = pattern.exec(homeHtml)?.[0];
  if (!path) throw new Error(`The home page names no file like ${pattern}`);
  return path;
};
const homeScript = homeFile(/\/assets\/[\w.-]+\.js/);
const homeFont = homeFile(/\/assets\/[\w.-]+\.woff2/);
const targets: { name: string; kind: Kind; path: string; headers: Record<string, string> }[] = [
  { name: 'baseline (bare JSON route)', kind: 'baseline', path: '/__bench/baseline', headers: {} },
  { name: 'GET /documents/info', kind: 'api', path: documentPath('info'), headers: {} },
  {
    name: 'item detail (astras/brahmastra)',
    kind: 'api',
    path: documentPath('item', { id: 'astras', itemId: 'brahmastra' }),
    headers: {},
  },
  { name: 'large document, brotli (facts)', kind: 'api', path: documentPath('facts'), headers: BROWSER },
  { name: 'page / (brotli)', kind: 'page', path: FIXED_PAGES.home, headers: BROWSER },
  {
    name: 'page / revalidated (304)',
    kind: 'page',
    path: FIXED_PAGES.home,
    headers: { ...BROWSER, 'if-none-match': homeEtag },
  },
  { name: 'page /astras (brotli)', kind: 'page', path: pagePath.category('astras'), headers: BROWSER },
  {
    name: 'page /astras/brahmastra (brotli)',
    kind: 'page',
    path: pagePath.item('astras', 'brahmastra'),
    headers: BROWSER,
  },
  { name: 'page /quiz (brotli)', kind: 'page', path: FIXED_PAGES.quiz, headers: BROWSER },
  {
    name: 'page /search?q=vyuha (rendered once per query, then kept)',
    kind: 'page',
    path: pagePath.search('vyuha'),
    headers: BROWSER,
  },
  { name: `file ${homeScript} (brotli)`, kind: 'file', path: homeScript, headers: BROWSER },
  { name: `file ${homeFont}`, kind: 'file', path: homeFont, headers: BROWSER },
];

interface Row {
  name: string;
  kind: Kind;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
  cpuMicros: number;
}

/** One measured run of a target: a 1 s warm-up, then SECONDS of load. */
async function measure(target: (typeof targets)[number]): Promise<Row> {
  const url = `${server.url}${target.path}`;
  await load(url, { connections: CONNECTIONS, seconds: 1, headers: target.headers });
  const cpuBefore = serverCpuSeconds();
  const result = await load(url, { connections: CONNECTIONS, seconds: SECONDS, headers: target.headers });
  rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid));
  return {
    name: target.name,
    kind: target.kind,
    rps: result.perSecond,
    p50: Math.round(result.p50 * 10) / 10,
    p99: Math.round(result.p99 * 10) / 10,
    bytes: result.bytes,
    errors: result.errors,
    cpuMicros: ((serverCpuSeconds() - cpuBefore) / Math.max(result.requests, 1)) * 1e6,
  };
}

// Rounds alternately forward and backward, averaged: on a shared two-core machine the order in
// which targets run otherwise shows up as a difference between them.
const runs = new Map<string, Row[]>();
const rssStartMb = rssMb(server.pid);
let rssPeakMb = rssStartMb;
let rssEndMb: number;
/** Resident memory after each round: the same again round after round means memory is bounded. */
const rssAfterRounds: number[] = [];
try {
  for (let i = 0; i < ROUNDS; i++) {
    const round = i % 2 === 0 ? targets : [...targets].reverse();
    for (const target of round) runs.set(target.name, [...(runs.get(target.name) ?? []), await measure(target)]);
    rssAfterRounds.push(rssMb(server.pid));
  }
  rssEndMb = rssMb(server.pid);
} finally {
  await server.stop();
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const rows: Row[] = targets.map((target) => {
  const measured = runs.get(target.name) ?? [];
  return {
    name: target.name,
    kind: target.kind,
    rps: mean(measured.map((r) => r.rps)),
    p50: Math.max(...measured.map((r) => r.p50)),
    p99: Math.max(...measured.map((r) => r.p99)),
    bytes: measured[0]?.bytes ?? 0,
    errors: measured.reduce((n, r) => n + r.errors, 0),
    cpuMicros: mean(measured.map((r) => r.cpuMicros)),
  };
});

const baseline = rows[0]?.rps ?? 1;
const baselineCpu = rows[0]?.cpuMicros ?? 1;
console.log(
  `\n${CONNECTIONS} keep-alive connections (undici), ${ROUNDS} rounds of ${SECONDS} s per target (p50/p99: worse round), loopback, one server process (Node ${process.version}); ${loadLine()} after the run${busyNote ? `\n${busyNote}` : ''}\n`,
);
console.log(
  '| target | req/s | × baseline | p50 ms | p99 ms | bytes/answer | server CPU µs/req | capacity × baseline | errors |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${Math.round(row.rps)} | ${(row.rps / baseline).toFixed(2)} | ${row.p50} | ${row.p99} | ${row.bytes} | ` +
      `${row.cpuMicros.toFixed(1)} | ${(baselineCpu / row.cpuMicros).toFixed(2)} | ${row.errors} |`,
  );
}
const api = rows.filter((row) => row.kind === 'api');
const pages = rows.filter((row) => row.kind === 'page');
const infoRps = rows.find((row) => row.name === 'GET /documents/info')?.rps ?? 1;
const yes = (ok: boolean) => (ok ? 'yes' : 'no');
console.log(
  `\nAPI: req/s ≥ 0.8× baseline: ${yes(api.every((row) => row.rps >= 0.8 * baseline))}; ` +
    `server CPU capacity ≥ 0.8× baseline: ${yes(api.every((row) => baselineCpu / row.cpuMicros >= 0.8))}; ` +
    `every p99 ≤ 10 ms: ${yes(api.every((row) => row.p99 <= 10))}`,
);
console.log(
  `Pages: req/s ≥ 0.5× GET /documents/info: ${yes(pages.every((row) => row.rps >= 0.5 * infoRps))} ` +
    `(lowest ${Math.min(...pages.map((row) => row.rps / infoRps)).toFixed(2)}×); ` +
    `every p99 ≤ 50 ms: ${yes(pages.every((row) => row.p99 <= 50))}`,
);
const files = rows.filter((row) => row.kind === 'file');
console.log(
  `Build files: req/s ≥ 0.5× GET /documents/info: ${yes(files.every((row) => row.rps >= 0.5 * infoRps))} ` +
    `(lowest ${Math.min(...files.map((row) => row.rps / infoRps)).toFixed(2)}×); ` +
    `every p99 ≤ 50 ms: ${yes(files.every((row) => row.p99 <= 50))}`,
);
console.log(
  `Server resident memory: ${rssStartMb.toFixed(0)} MB after start, ${rssPeakMb.toFixed(0)} MB at most during the load, ` +
    `${rssEndMb.toFixed(0)} MB at the end (${runs.size * ROUNDS} runs of ${SECONDS} s; after each round: ` +
    `${rssAfterRounds.map((mb) => `${mb.toFixed(0)} MB`).join(', ')}); ` +
    `≤ 250 MB after start: ${yes(rssStartMb <= 250)}`,
);
console.log(
  "(capacity × baseline = the baseline route's server CPU per request ÷ this route's: what the server could serve if the client were elsewhere)",
);
if (only !== 'throughput') {
  await attacks();
  console.log(`\n${(await readingSession()).join('\n')}`);
}

async function attacks() {
  console.log(`\n${(await searchFlood()).join('\n')}`);
  console.log(`\n${(await documentCrawl()).join('\n')}`);
  console.log(`(${loadLine()} after the attack targets${busyNote ? `; ${busyNote}` : ''})`);
}
