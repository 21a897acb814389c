/**
 * `npm run bench -- nginx`: the same answers served two ways, by the Node process and by nginx on
 * the static export (`npm run export`; docs/deploy.md), each on one core's worth of process (one
 * Node process, one nginx worker), at 50 keep-alive connections on loopback. Prints requests/s,
 * p50/p99 and server CPU per request. EXPORT_DIR reuses an export made before (its folder).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer, repoRoot } from '../lib/builtServer.ts';
import { startNginx } from '../lib/nginxProcess.ts';
import { load } from './load.ts';
import { cpuSeconds, loadLine, requireQuietMachine } from './machine.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const busyNote = await requireQuietMachine('bench nginx');

const work = mkdtempSync(join(tmpdir(), 'shastra-bench-nginx-'));
const exportDir = process.env.EXPORT_DIR ?? join(work, 'export');
if (!existsSync(join(exportDir, 'urls.json'))) {
  execFileSync(process.execPath, [join(repoRoot, 'server/src/static/exportSite.ts'), exportDir], { stdio: 'inherit' });
}
const node = await startBuiltServer({ LOG_LEVEL: 'warn' });
const nginx = await startNginx({ work, exportDir, upstream: node.url.replace('http://', '') });

/** nginx's worker (the master only starts it). */
const nginxWorkers = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(nginx.pid))
    .map(Number);

const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
const home = await fetch(`${nginx.url}/`, { headers: BROWSER });
const homeHtml = await home.text();
const script = /\/assets\/[\w.-]+\.js/.exec(homeHtml)?.[0] ?? '/sw.js';
const etagOf = async (base: string) => (await fetch(`${base}/`, { headers: BROWSER })).headers.get('etag') ?? '';
const targets = [
  { name: 'page / (brotli)', path: '/', headers: () => BROWSER },
  { name: 'page /astras/brahmastra (brotli)', path: '/astras/brahmastra', headers: () => BROWSER },
  { name: 'page / revalidated (304)', path: '/', revalidate: true, headers: () => BROWSER },
  { name: 'document /documents/info', path: '/documents/info', headers: () => ({}) },
  { name: 'document /documents/facts (brotli)', path: '/documents/facts', headers: () => BROWSER },
  { name: `file ${script} (brotli)`, path: script, headers: () => BROWSER },
];

const rows: string[] = [];
try {
  for (const target of targets) {
    const cells: string[] = [];
    for (const [base, pids] of [
      [node.url, () => [node.pid]],
      [nginx.url, nginxWorkers],
    ] as const) {
      const headers = { ...target.headers(), ...(target.revalidate ? { 'if-none-match': await etagOf(base) } : {}) };
      await load(`${base}${target.path}`, { connections: CONNECTIONS, seconds: 1, headers });
      const before = cpuSeconds(pids());
      const result = await load(`${base}${target.path}`, { connections: CONNECTIONS, seconds: SECONDS, headers });
      const cpu = ((cpuSeconds(pids()) - before) / Math.max(result.requests, 1)) * 1e6;
      if (result.errors > 0) throw new Error(`${base}${target.path}: ${result.errors} errors`);
      cells.push(
        `${Math.round(result.perSecond)} | ${result.p50.toFixed(1)} / ${result.p99.toFixed(1)} | ${cpu.toFixed(0)}`,
      );
    }
    rows.push(`| ${target.name} | ${cells.join(' | ')} |`);
  }
} finally {
  await nginx.stop();
  await node.stop();
  rmSync(work, { recursive: true, force: true });
}
console.log(
  `\n${CONNECTIONS} keep-alive connections, ${SECONDS} s per target after 1 s of warm-up, loopback; one Node process, one nginx worker; ${loadLine()}${busyNote ? `\n${busyNote}` : ''}\n`,
);
console.log(
  '| target | Node req/s | Node p50 / p99 ms | Node CPU µs/req | nginx req/s | nginx p50 / p99 ms | nginx CPU µs/req |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
