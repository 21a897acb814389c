/** Starts the built server as a child process with its own store, for tests that read the store. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '..', '..', '..');

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Starts `node server/src/main.ts` on `port`; `dataDir` defaults to a fresh folder. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'shastra-store-')),
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { url, dataDir, child, stop };
}
