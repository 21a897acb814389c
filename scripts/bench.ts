/**
 * `npm run bench`: starts the built server and measures, on loopback with autocannon, requests/s
 * and p50/p99 latency of content GETs against a bare route in the same process. Not a test: it
 * prints numbers to quote. Goal: content GETs at ≥ 0.8× the baseline, p99 ≤ 10 ms at 50 connections.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBuiltServer } from './lib/builtServer.ts';
import { loadLine, requireQuietMachine } from './lib/machine.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const busyNote = await requireQuietMachine('bench');
const server = await startBuiltServer({ BENCH_BASELINE: '1', LOG_LEVEL: 'warn' });

/**
 * CPU seconds the server process has used (user + system, from /proc). Client and server share
 * this machine's cores, so requests/s also measures the client; CPU per request is the server's
 * own cost.
 */
function serverCpuSeconds(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const targets = [
  { name: 'baseline (bare JSON route)', path: '/__bench/baseline', headers: {} },
  { name: 'GET /documents/info', path: '/documents/info', headers: {} },
  { name: 'item detail (astras/brahmastra)', path: '/documents/astras/brahmastra', headers: {} },
  { name: 'large document, brotli (facts)', path: '/documents/facts', headers: { 'accept-encoding': 'br, gzip' } },
];

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
  cpuMicros: number;
}

/** One measured run of a target: a 1 s warm-up, then SECONDS of load. */
async function measure(target: (typeof targets)[number]): Promise<Row> {
  await autocannon({
    url: `${server.url}${target.path}`,
    connections: CONNECTIONS,
    duration: 1,
    headers: target.headers,
  });
  const cpuBefore = serverCpuSeconds();
  const result = await autocannon({
    url: `${server.url}${target.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: target.headers,
  });
  return {
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
    errors: result.errors + result.non2xx,
    cpuMicros: ((serverCpuSeconds() - cpuBefore) / Math.max(result.requests.total, 1)) * 1e6,
  };
}

// Two rounds, forward then backward, averaged: on a shared two-core machine the order in which
// targets run otherwise shows up as a difference between them.
const runs = new Map<string, Row[]>();
try {
  for (const round of [targets, [...targets].reverse()]) {
    for (const target of round) runs.set(target.name, [...(runs.get(target.name) ?? []), await measure(target)]);
  }
} finally {
  await server.stop();
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const rows: Row[] = targets.map((target) => {
  const measured = runs.get(target.name) ?? [];
  return {
    name: target.name,
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
  `\nautocannon, ${CONNECTIONS} connections, 2 rounds of ${SECONDS} s per target (p50/p99: worse round), loopback, one server process (Node ${process.version}); ${loadLine()} after the run${busyNote ? `\n${busyNote}` : ''}\n`,
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
const content = rows.slice(1);
const ratioOk = content.every((row) => row.rps >= 0.8 * baseline);
const capacityOk = content.every((row) => baselineCpu / row.cpuMicros >= 0.8);
const p99Ok = rows.every((row) => row.p99 <= 10);
console.log(
  `\nreq/s ≥ 0.8× baseline: ${ratioOk ? 'yes' : 'no'}; server CPU capacity ≥ 0.8× baseline: ${capacityOk ? 'yes' : 'no'}; ` +
    `every p99 ≤ 10 ms: ${p99Ok ? 'yes' : 'no'}`,
);
console.log(
  "(capacity × baseline = the baseline route's server CPU per request ÷ this route's: what the server could serve if the client were elsewhere)",
);
