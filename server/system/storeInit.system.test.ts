/**
 * A first start whose new store cannot be created (a full disk, a folder it may not write) stops
 * the server with exit code 1 and one line on stderr that says why: no stack trace, no raw PGlite
 * error from the process that creates the store.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/lib/serverProcess.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Runs the server until it exits; resolves with its exit code and stderr. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = fork(join(repoRoot, 'server', 'src', 'main.ts'), [], {
    cwd: repoRoot,
    execArgv: [...SERVER_NODE_FLAGS],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    // A server that did start is a failure of this test: stop it rather than wait for the timeout.
    child.on('message', () => child.kill('SIGKILL'));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('a store that cannot be created', () => {
  it('stops the first start with one line saying why', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shastra-store-'));
    dirs.push(dataDir);
    // PGlite's initdb makes pg_wal a folder: a file in its way fails it with a file-system error,
    // as a full disk does, at once and on any machine.
    writeFileSync(join(dataDir, 'pg_wal'), '');

    const { code, stderr } = await runServer({ DATA_DIR: dataDir });

    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      `Could not open the feedback store (PGlite) in ${dataDir}: creating a new store failed: ` +
        'a part of the path is a file, not a folder (ENOTDIR)',
    ]);
  });
});
