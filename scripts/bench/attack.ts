/**
 * The two loads of `npm run bench` that no visitor makes but an attacker or a crawler can, each on
 * a server of its own started fresh (so its memory is measured from start):
 * - a flood of distinct `/search?q=` queries (each one a render the server cannot have kept) from
 *   50 connections, while a few visitors read prerendered pages: the pages' p99 and the server's
 *   resident memory after the flood;
 * - a crawl of every document of the API at 8 connections, twice over.
 * Goals (docs/testing.md, "Benchmarks"): pages p99 ≤ 50 ms during the flood, ≤ 300 MB after 20,000
 * queries; the crawl ≥ 5,000 req/s.
 */
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { FIXED_PAGES, pagePath } from '../../content/src/contract/pages.ts';
import { DOCUMENTS_PREFIX } from '../../content/src/contract/paths.ts';
import { ARTIFACT_FILE } from '../../content/src/artifactFile.ts';
import { startBuiltServer, type BuiltServer } from '../lib/builtServer.ts';
import { load, type LoadResult } from './load.ts';

const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

/** Resident memory of a process, in MB (VmRSS from /proc). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

const statusLine = (result: LoadResult) =>
  Object.entries(result.statuses)
    .map(([status, n]) => `${status === '0' ? 'failed' : status}: ${n}`)
    .join(', ');

async function withServer<T>(work: (server: BuiltServer) => Promise<T>): Promise<T> {
  const server = await startBuiltServer({ LOG_LEVEL: 'warn' });
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/** Words a curious visitor might search for; each query adds a number, so no two are alike. */
const WORDS = ['bow', 'arrow', 'vyuha', 'brahma', 'arjuna', 'drona', 'chakra', 'sword', 'agni', 'rama'];
const QUERIES = 20_000;

export async function searchFlood(): Promise<string[]> {
  return withServer(async (server) => {
    const rssStart = rssMb(server.pid);
    const pages = [FIXED_PAGES.home, pagePath.category('astras'), pagePath.item('astras', 'brahmastra')];
    const flood = load(`${server.url}/`, {
      connections: 50,
      seconds: 600,
      requests: QUERIES,
      headers: BROWSER,
      path: (n) => `${FIXED_PAGES.search}?q=${encodeURIComponent(`${WORDS[n % WORDS.length]} ${n}`)}`,
    });
    // Four visitors reading pages while the flood lasts.
    const readers = readersInThread(`${server.url}/`, pages);
    void flood.then(readers.stop, readers.stop);
    const [floodResult, readerResult] = await Promise.all([flood, readers.result]);
    const rssEnd = rssMb(server.pid);
    return [
      `Search flood: ${floodResult.requests} distinct /search?q= queries from 50 connections at ` +
        `${Math.round(floodResult.perSecond)}/s (${statusLine(floodResult)}), p50 ${floodResult.p50.toFixed(1)} ms, ` +
        `p99 ${floodResult.p99.toFixed(1)} ms`,
      `  pages meanwhile (4 connections): ${readerResult.requests} answers, ${Math.round(readerResult.perSecond)}/s, ` +
        `p50 ${readerResult.p50.toFixed(1)} ms, p99 ${readerResult.p99.toFixed(1)} ms, errors ${readerResult.errors}; ` +
        `p99 ≤ 50 ms: ${readerResult.p99 <= 50 ? 'yes' : 'no'}`,
      `  server resident memory: ${rssStart.toFixed(0)} MB at start, ${rssEnd.toFixed(0)} MB after the flood; ` +
        `≤ 300 MB: ${rssEnd <= 300 ? 'yes' : 'no'}`,
    ];
  });
}

export async function documentCrawl(): Promise<string[]> {
  const { documents } = JSON.parse(readFileSync(ARTIFACT_FILE, 'utf8')) as { documents: Record<string, unknown> };
  const paths = Object.keys(documents).map((key) => `${DOCUMENTS_PREFIX}${key}`);
  return withServer(async (server) => {
    const lines: string[] = [];
    // As every target of the bench: a second of warm-up (connections, compiled code), here on one
    // document, so the first pass still finds every other one unprepared.
    await load(`${server.url}${DOCUMENTS_PREFIX}info`, { connections: 8, seconds: 1 });
    for (const pass of [1, 2]) {
      const result = await load(`${server.url}/`, {
        connections: 8,
        seconds: 600,
        requests: paths.length,
        headers: { 'accept-encoding': 'br, gzip' },
        path: (n) => paths[n] ?? '/',
      });
      lines.push(
        `Document crawl, pass ${pass}: ${result.requests} documents at 8 connections, ${Math.round(result.perSecond)} req/s ` +
          `(${statusLine(result)}), p99 ${result.p99.toFixed(1)} ms; ≥ 5,000 req/s: ${result.perSecond >= 5000 ? 'yes' : 'no'}`,
      );
    }
    lines.push(`  server resident memory after the crawl: ${rssMb(server.pid).toFixed(0)} MB`);
    return lines;
  });
}

/**
 * The readers' load in a thread of its own: in the flood's process their timings would include the
 * time that process spends sending the flood, not only the server's.
 */
function readersInThread(url: string, paths: string[]): { stop: () => void; result: Promise<LoadResult> } {
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL(import.meta.url), { workerData: { readers: { url, paths, stop } } });
  const result = new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { stop: () => Atomics.store(stop, 0, 1), result };
}

interface ReadersData {
  readers?: { url: string; paths: string[]; stop: Int32Array };
}

const readersData = (workerData as ReadersData | null)?.readers;
if (!isMainThread && readersData) {
  const { url, paths, stop } = readersData;
  const result = await load(url, {
    connections: 4,
    seconds: 600,
    headers: BROWSER,
    path: (n) => paths[n % paths.length] ?? '/',
    until: () => Atomics.load(stop, 0) === 1,
  });
  parentPort?.postMessage(result);
}
