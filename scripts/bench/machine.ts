/**
 * How busy this machine is, for the benchmarks: a benchmark prints it next to its numbers and
 * refuses to measure while other work keeps the CPU busy (its numbers would measure the machine,
 * not the site). `BENCH_ALLOW_BUSY=1` measures anyway and marks the report.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** Share of all cores in use (0–1) over `ms`, from /proc/stat. */
export async function cpuBusy(ms = 3000): Promise<number> {
  const sample = () => {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
    const total = fields.reduce((sum, n) => sum + n, 0);
    return { idle, total };
  };
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sample();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

export function loadLine(): string {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return `load average ${one.toFixed(2)}, ${five.toFixed(2)}, ${fifteen.toFixed(2)} on ${availableParallelism()} cores`;
}

/** Above this share of the CPU in use by other work, a benchmark does not start. */
const BUSY_LIMIT = 0.25;

/**
 * Waits up to `waitSeconds` for the machine to be quiet. Returns a note for the report: '' when
 * quiet, a warning when BENCH_ALLOW_BUSY=1 let a busy machine through. Exits with code 3 otherwise.
 */
export async function requireQuietMachine(name: string, waitSeconds = 60): Promise<string> {
  const deadline = Date.now() + waitSeconds * 1000;
  let busy = await cpuBusy();
  while (busy > BUSY_LIMIT && Date.now() < deadline) {
    console.log(
      `${name}: the machine is busy (${(busy * 100).toFixed(0)} % of the CPU in use, ${loadLine()}); waiting`,
    );
    busy = await cpuBusy(5000);
  }
  const state = `${(busy * 100).toFixed(0)} % of the CPU in use before the run, ${loadLine()}`;
  if (busy <= BUSY_LIMIT) {
    console.log(`${name}: ${state}`);
    return '';
  }
  if (process.env.BENCH_ALLOW_BUSY === '1') {
    const note = `measured on a BUSY machine (${state}): the numbers read low and are not comparable`;
    console.log(`${name}: ${note}`);
    return note;
  }
  console.error(
    `${name}: refusing to measure: ${state}. Other work would be measured with the site. ` +
      'Stop it and run again, or set BENCH_ALLOW_BUSY=1 to measure anyway (the report is then marked).',
  );
  process.exit(3);
}

/**
 * CPU seconds the processes `pids` have used (user + system, from /proc). Client and server share
 * this machine's cores, so requests/s also measures the client; CPU per request is the server's own.
 */
export function cpuSeconds(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return sum + (Number(fields[11]) + Number(fields[12])) / 100;
  }, 0);
}
