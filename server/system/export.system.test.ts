/** `npm run feedback:export` reads what the server stored, as CSV or JSON. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/lib/serverProcess.ts';
import { send, xsrfToken } from './http.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const runExport = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['server/src/feedback/exportFeedback.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

let server: ServerProcess | undefined;
afterAll(async () => server?.stop('SIGKILL'));

describe('feedback export', () => {
  it('refuses while the server holds the store, then prints CSV and JSON', async () => {
    server = await startServer({ env: { LOG_LEVEL: 'fatal' } });
    const token = await xsrfToken(server.url);
    const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
    for (const message of ['First, with a comma', '=cmd|" /C calc"!A0']) {
      const answer = await send(
        server.url,
        'POST',
        '/documents/savefeedback',
        headers,
        JSON.stringify({ email: 'ops@example.org', message }),
      );
      expect(answer.status).toBe(200);
    }

    const locked = runExport(server.dataDir);
    expect(locked.status).toBe(1);
    expect(locked.stderr).toContain('is in use by process');

    await server.stop();
    const csv = runExport(server.dataDir);
    expect(csv.status).toBe(0);
    const lines = csv.stdout.trim().split('\r\n');
    expect(lines[0]).toBe('id,received_at,email,message,client_hash');
    expect(lines[1]).toMatch(/^1,\d{4}-\d\d-\d\dT[\d:.]+Z,ops@example.org,"First, with a comma",[0-9a-f]{32}$/);
    expect(lines[2]).toContain(`"'=cmd|"" /C calc""!A0"`);

    const json = runExport(server.dataDir, '--format', 'json');
    expect(JSON.parse(json.stdout).map((entry: { message: string }) => entry.message)).toEqual([
      'First, with a comma',
      '=cmd|" /C calc"!A0',
    ]);
    expect(runExport(server.dataDir, '--format', 'xml').status).toBe(2);
  });
});
