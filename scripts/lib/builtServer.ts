/**
 * Shared by the scripts that check the built site (`scripts/audit.ts`, `scripts/crawl-links.ts`):
 * starts `node server/src/main.ts` (see server/src/test/serverProcess.ts) on its own port with a
 * throwaway DATA_DIR, and stops it again, removing that folder.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/src/test/serverProcess.ts';

export const repoRoot = join(import.meta.dirname, '..', '..');

export interface BuiltServer {
  /** e.g. http://127.0.0.1:8392, no trailing slash. */
  url: string;
  /** Stops the server and removes its data folder; safe to call more than once. */
  stop: () => Promise<void>;
  /** Why the server is gone (e.g. "killed by SIGTERM") when it stopped on its own, else undefined. */
  exited: () => string | undefined;
}

/** Reads a port from the environment variable `name`, falling back to `fallback`. */
export function portFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number (1–65535)`);
  return port;
}

/**
 * Starts the built server. Fails with a clear message when the site is not built yet or the port
 * is already taken (the server would otherwise exit with a less helpful error).
 */
export async function startBuiltServer(port: number, env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!existsSync(join(repoRoot, 'web', 'dist', 'server', 'entry-server.js'))) {
    throw new Error('The site is not built yet: run `npm run build` first.');
  }
  if (await answers(`http://127.0.0.1:${port}/healthz`)) {
    throw new Error(`Port ${port} is already in use by another server; stop it or choose another port.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'shastra-check-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  let server;
  try {
    server = await startServer(port, { LOG_LEVEL: 'warn', ...env }, dataDir);
  } catch (error) {
    removeDataDir();
    throw error;
  }
  const started = server;
  // Whatever ends this process (an uncaught error, process.exit) takes the server along.
  const killOnExit = () => {
    if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGKILL');
    removeDataDir();
  };
  process.once('exit', killOnExit);
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      // A server that does not finish within 10 s gets SIGKILL.
      const timer = setTimeout(() => started.child.kill('SIGKILL'), 10_000);
      await started.stop();
      clearTimeout(timer);
      removeDataDir();
      process.off('exit', killOnExit);
    })();
    return stopped;
  };
  // Ctrl-C during a long run: still stop the server and remove the data folder.
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const exited = () => {
    const { exitCode, signalCode } = started.child;
    if (signalCode !== null) return `the server process was killed by ${signalCode}`;
    if (exitCode !== null) return `the server process exited with code ${exitCode}`;
    return undefined;
  };
  return {
    url: started.url,
    exited: () => (stopped ? undefined : exited()),
    stop: async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      await stop();
    },
  };
}

/**
 * Identifies the current build of web/dist. The server reads its page template once at start but
 * serves /assets from disk, so a rebuild during a run (e.g. by someone else on the same checkout)
 * makes pages reference files that are gone: compare the stamp before and after a run.
 */
export function builtSiteStamp(): string {
  const client = join(repoRoot, 'web', 'dist', 'client', 'index.html');
  const server = join(repoRoot, 'web', 'dist', 'server', 'entry-server.js');
  try {
    return `${readFileSync(client, 'utf8')}\n${statSync(server).mtimeMs}`;
  } catch {
    return 'missing';
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
