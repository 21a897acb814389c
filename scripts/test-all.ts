/**
 * `npm test`: every check of the repository, in phases. Within a phase, lanes run side by side
 * (each lane's steps one after another); a phase starts when the one before it has passed. Steps
 * that share a phase are ones that leave a core idle on their own (TypeScript, ESLint and the
 * crawl are single-threaded), so running them beside another step shortens the run on a two-core
 * machine without making any step's outcome depend on the load. The browser tests run alone: their
 * two workers already fill both cores.
 *
 * A step running alone writes straight to the terminal; steps running side by side keep their
 * output until they end, then print it under their name, so logs never interleave. The first step
 * that fails stops the run (its lane-mates are stopped too) and the exit code is 1. At the end a
 * table gives each step's duration, the numbers that docs/testing.md quotes.
 *
 * `npm test -- unit links` runs only those steps; `TEST_FROM=e2e npm test` starts from that step
 * (the phases before it are skipped), for re-running the end of a long run. `npm run check` is the
 * fast lane: the steps that need no build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { buildIsCurrent } from './lib/buildStamp.ts';

// `npm test -- unit links` runs only the steps named, in their phases; `npm run check` is
// `npm test -- typecheck lint code content unit`.
const chosen = process.argv.slice(2);
/** A run without the build: the lane for work in progress. */
const fastLane = chosen.length > 0 && !chosen.includes('build') && !chosen.includes('e2e');

/** The steps, by name: each a shell command. */
const STEPS: Readonly<Record<string, string>> = {
  typecheck: 'tsc -p .',
  // The fast lane keeps ESLint's and Prettier's caches (node_modules/.cache), so a second run reads
  // only the files that changed (lint 35 → 5 s). The full gate lints every file: a type-aware rule
  // can be broken by a change in another file, which a cache keyed by each file would miss.
  lint: fastLane
    ? 'eslint --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ . && prettier --check --cache --cache-strategy content .'
    : 'npm run --silent lint',
  code:
    'depcruise content server web e2e scripts vitest.config.ts eslint.config.js --config .dependency-cruiser.cjs --output-type err' +
    ' && knip --no-progress && node scripts/check-references.ts && node scripts/check-islands.ts',
  content: 'node content/scripts/check.ts',
  build: 'npm run --silent build',
  // Alone in the fast lane, the unit tests take a third worker: they wait on stores and timers
  // often enough that three workers fill two cores (107 → 90 s here). In the gate the crawl runs
  // beside them and takes that core.
  unit: `vitest run --project node --project 'web*'${fastLane ? ' --maxWorkers=3' : ''}`,
  links: 'node scripts/crawl-links.ts',
  system: 'vitest run --project system',
  budgets: 'node scripts/page-budgets.ts',
  e2e: 'bash scripts/ensure-chromium.sh && playwright test -c e2e/playwright.config.ts',
  // The static export behind Debian's nginx, with the Node process for what writes (docs/deploy.md).
  deploy:
    'bash scripts/ensure-nginx.sh && bash scripts/ensure-chromium.sh && playwright test -c e2e/playwright.deploy.config.ts',
};

/** One phase is a list of lanes; one lane is a list of steps run in order. */
const ALL_PHASES: readonly (readonly (readonly string[])[])[] = [
  // When the build stands (no file changed since the last one, docs/testing.md "The build"), its
  // lane ends at once, and ESLint takes the core it would have used.
  !fastLane && buildIsCurrent()
    ? [['typecheck', 'code', 'content'], ['lint'], ['build']]
    : [['typecheck', 'lint', 'code', 'content'], ['build']],
  // The system tests' time is mostly their servers starting and their waits (timeouts, a
  // restart), so they follow the crawl beside the unit tests, which use one core.
  [['unit'], ['links', 'system']],
  // The page budgets run three Lighthouses and a Chromium: alone. They measure only what does not
  // move with the load (bytes, requests, elements, axe-style audits).
  [['budgets']],
  [['e2e', 'deploy']],
];

const unknown = chosen.filter((step) => !(step in STEPS));
if (unknown.length > 0) {
  console.error(`npm test: no step ${unknown.join(', ')}; steps are ${Object.keys(STEPS).join(', ')}`);
  process.exit(2);
}
const chosenPhases = ALL_PHASES.map((phase) =>
  phase
    .map((lane) => lane.filter((step) => chosen.length === 0 || chosen.includes(step)))
    .filter((lane) => lane.length > 0),
).filter((phase) => phase.length > 0);
// Phases wait for the build; without it (the fast lane) every chosen lane runs side by side.
const PHASES = fastLane ? [chosenPhases.flat()] : chosenPhases;

interface Timing {
  step: string;
  seconds: number;
  ok: boolean;
}

const timings: Timing[] = [];
const running = new Set<ChildProcess>();
let failed: string | undefined;

function runStep(step: string, alone: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(STEPS[step] ?? 'false', {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it stops what it started (servers, browsers).
      detached: !alone,
    });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    if (alone) console.log(`\n── ${step}`);
    child.on('close', (code) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      const stopped = !ok && failed !== undefined && failed !== step;
      if (!alone) {
        console.log(`\n── ${step}${stopped ? ` (stopped: ${failed} failed)` : ''}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (!stopped) timings.push({ step, seconds, ok });
      resolve(ok);
    });
  });
}

function stopOthers() {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}

async function runLane(steps: readonly string[], alone: boolean) {
  for (const step of steps) {
    if (failed !== undefined) return;
    const ok = await runStep(step, alone);
    if (!ok && failed === undefined) {
      failed = step;
      stopOthers();
    }
  }
}

function printTable(totalSeconds: number) {
  const width = Math.max(...timings.map((t) => t.step.length), 'total'.length);
  console.log('\nstep durations (s):');
  for (const { step, seconds, ok } of timings) {
    console.log(`  ${step.padEnd(width)}  ${seconds.toFixed(0).padStart(5)}${ok ? '' : '  FAILED'}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${totalSeconds.toFixed(0).padStart(5)}`);
  console.log(`  (steps on one line of PHASES run side by side; load average now ${loadavg()[0]?.toFixed(2)})`);
}

const from = process.env.TEST_FROM;
const firstPhase = from ? PHASES.findIndex((phase) => phase.some((lane) => lane.includes(from))) : 0;
if (firstPhase < 0) {
  console.error(`TEST_FROM=${from}: no such step; steps are ${PHASES.flat(2).join(', ')}`);
  process.exit(2);
}

const stopAll = (signal: NodeJS.Signals) => {
  failed ??= `interrupted by ${signal}`;
  stopOthers();
};
process.once('SIGINT', () => stopAll('SIGINT'));
process.once('SIGTERM', () => stopAll('SIGTERM'));

const started = performance.now();
for (const phase of PHASES.slice(firstPhase)) {
  const alone = phase.length === 1;
  await Promise.all(phase.map((lane) => runLane(lane, alone)));
  if (failed !== undefined) break;
}
printTable((performance.now() - started) / 1000);
if (failed !== undefined) {
  console.error(`\nnpm test failed at ${failed}.`);
  process.exit(1);
}
console.log('\nnpm test passed.');
