/**
 * Shared by the scripts that check or measure the built site (page budgets, link crawl, benches):
 * starts `node server/src/main.ts` through the test harness (scripts/lib/serverProcess.ts: a
 * free port, checked to be this very process) with a throwaway DATA_DIR, and stops it again,
 * removing that folder.
 */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './serverProcess.ts';

export const repoRoot = join(import.meta.dirname, '..', '..');

export interface BuiltServer {
  /** e.g. http://127.0.0.1:40123, no trailing slash. */
  url: string;
  /** The server's process id (benchmarks read its CPU time and memory from /proc). */
  pid: number;
  /** Stops the server and removes its data folder; safe to call more than once. */
  stop: () => Promise<void>;
  /** Why the server is gone (e.g. "killed by SIGTERM") when it stopped on its own, else undefined. */
  exited: () => string | undefined;
}

/** Starts the built server. Fails with a clear message when the site is not built yet. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!existsSync(join(repoRoot, 'web', 'dist', 'server', 'entry-server.js'))) {
    throw new Error('The site is not built yet: run `npm run build` first.');
  }
  const server = await startServer({ env });
  const removeDataDir = () => rmSync(server.dataDir, { recursive: true, force: true });
  process.once('exit', removeDataDir);
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      // A server that does not finish within 10 s gets SIGKILL.
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
      await server.stop();
      clearTimeout(timer);
      removeDataDir();
      process.off('exit', removeDataDir);
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
    const { exitCode, signalCode } = server.child;
    if (signalCode !== null) return `the server process was killed by ${signalCode}`;
    if (exitCode !== null) return `the server process exited with code ${exitCode}`;
    return undefined;
  };
  return {
    url: server.url,
    pid: server.child.pid ?? 0,
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
