/**
 * Starts the built server as a child process for tests and scripts: on a free port the operating
 * system picks (PORT=0), told back over IPC, and checked through /healthz to be this very process
 * (its instance token), so two test runs on one machine never talk to each other's servers.
 *
 * The child is tied to its parent: it shuts down when the IPC channel closes (the parent exited or
 * was killed), and the parent kills it on exit. A start that fails or times out kills the child
 * before it throws, so no server outlives the test that started it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createPgliteDataDir } from '../../server/src/feedback/sqlClient.ts';

const repoRoot = join(import.meta.dirname, '..', '..');

export interface ServerProcess {
  /** e.g. http://127.0.0.1:40123, no trailing slash. */
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Sends `signal` (SIGTERM by default) and resolves when the process has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  /** Resolves with the first line the server logs that `match` accepts (the server's stdout). */
  waitForLog: (match: (line: string) => boolean, timeoutMs?: number) => Promise<string>;
}

export interface StartOptions {
  /** Extra environment for the server (LOG_LEVEL, FEEDBACK_RATE_LIMIT...). */
  env?: Record<string, string>;
  /** The PGlite folder; by default a fresh one under the system's temp folder (freshDataDir). */
  dataDir?: string;
  /** How long the server may take to answer /healthz (a busy machine starts slowly). */
  timeoutMs?: number;
  /** Echo the server's log lines to this process's output (off: tests read them with waitForLog). */
  echo?: boolean;
}

interface ReadyMessage {
  type: 'ready';
  port: number;
  instance: string;
  pid: number;
}

const isReady = (message: unknown): message is ReadyMessage =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ready';

const running = new Set<ChildProcess>();
let exitHookInstalled = false;
/** Whatever ends this process takes its servers along (IPC disconnect stops them too). */
function killAllOnExit() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
}

/**
 * The Node flags the server runs with (`npm run serve` passes the same; a test checks they agree).
 * `--liftoff-only`: V8 compiles PGlite's WebAssembly once, with its baseline compiler, and never
 * again with its optimising one, which held 500 MB for a moment at every start and left the
 * process 60 MB larger. The feedback store's few queries do not need the faster code.
 * `--max-semi-space-size=4 --max-old-space-size=256`: on a machine with much memory V8 lets its
 * young generation grow to 134 MB and its old one far past the 60 to 90 MB the server keeps live,
 * and gives neither back while requests keep coming; a flood of searches left the process at 420 to
 * 640 MB (docs/decisions.md, "Hardening against hostile clients").
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=4', '--max-old-space-size=256'] as const;

/**
 * Where a new, empty store comes from: a PGlite folder created once per test process, by the
 * server's own script (server/src/feedback/initPgliteDataDir.ts), then copied for each server.
 * Creating a cluster takes PGlite 5 to 15 s on a two-core machine and copying it under half a
 * second; the dozens of servers a test run starts each got their own initdb before. Every server
 * still gets a store no other server has touched. A process that inherits SHASTRA_STORE_TEMPLATE
 * (the browser tests' workers, from their global setup) uses that folder instead of making one.
 */
export const STORE_TEMPLATE_ENV = 'SHASTRA_STORE_TEMPLATE';
let storeTemplate: string | undefined = process.env[STORE_TEMPLATE_ENV];

/**
 * The store folders this process made (about 40 MB each), removed when it exits. A process that
 * is killed runs no exit hook, so each folder's name carries its maker's pid, and the first folder
 * a process makes removes those whose maker is gone: a test run never leaves more behind than the
 * runs still going.
 */
const STORE_FOLDER = /^shastra-store-(?:template|data)-(\d+)-/;
const madeHere = new Set<string>();
function storeFolder(kind: 'template' | 'data'): string {
  if (madeHere.size === 0) {
    removeFoldersOfEndedProcesses();
    process.once('exit', () => {
      for (const dir of madeHere) rmSync(dir, { recursive: true, force: true });
    });
  }
  const dir = mkdtempSync(join(tmpdir(), `shastra-store-${kind}-${process.pid}-`));
  madeHere.add(dir);
  return dir;
}

function removeFoldersOfEndedProcesses() {
  for (const name of readdirSync(tmpdir())) {
    const pid = STORE_FOLDER.exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function emptyStoreTemplate(): string {
  if (storeTemplate) return storeTemplate;
  const dir = storeFolder('template');
  createPgliteDataDir(dir);
  storeTemplate = dir;
  return dir;
}

/** A new store folder, a copy of the empty template. */
function freshDataDir(): string {
  const dir = storeFolder('data');
  cpSync(emptyStoreTemplate(), dir, { recursive: true });
  return dir;
}

export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? freshDataDir();
  const instance = randomBytes(12).toString('base64url');
  const timeoutMs = options.timeoutMs ?? 60_000;
  const child = fork(join(repoRoot, 'server', 'src', 'main.ts'), [], {
    cwd: repoRoot,
    // Not the test runner's own flags: the server runs as `npm run serve` runs it.
    execArgv: [...SERVER_NODE_FLAGS],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
      INSTANCE_ID: instance,
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  running.add(child);
  killAllOnExit();
  child.once('exit', () => running.delete(child));

  const lines: string[] = [];
  const waiters = new Set<{ match: (line: string) => boolean; resolve: (line: string) => void }>();
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (options.echo) console.log(line);
      lines.push(line);
      for (const waiter of waiters) {
        if (waiter.match(line)) {
          waiters.delete(waiter);
          waiter.resolve(line);
        }
      }
    });
  }
  const waitForLog = (match: (line: string) => boolean, waitMs = 30_000) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.find(match);
      if (seen !== undefined) return resolve(seen);
      const waiter = {
        match,
        resolve: (line: string) => {
          clearTimeout(timer);
          resolve(line);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`the server logged no matching line within ${waitMs} ms`));
      }, waitMs);
      waiters.add(waiter);
    });

  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      // Hold this process open until the child is gone (it was unref'd once started).
      child.ref();
      child.once('exit', () => resolve());
      child.kill(signal);
    });

  try {
    const ready = await new Promise<ReadyMessage>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not start within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      child.on('message', (message) => {
        if (!isReady(message)) return;
        clearTimeout(timer);
        resolve(message);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the server exited before it was ready (${signal ?? `code ${code}`})`));
      });
    });
    // Detach the channel from this process's event loop: a test runner must be able to exit
    // (the 'exit' hook above still kills the child).
    child.channel?.unref();
    child.unref();
    const url = `http://127.0.0.1:${ready.port}`;
    const health = (await (await fetch(`${url}/healthz`)).json()) as { instance?: string };
    if (health.instance !== instance) {
      throw new Error(`port ${ready.port} answered as another server (instance ${health.instance ?? 'unknown'})`);
    }
    return { url, port: ready.port, dataDir, child, stop, waitForLog };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}
