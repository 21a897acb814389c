/**
 * The server on a real PostgreSQL (TEST_DATABASE_URL, which CI sets): when the database ends the
 * server's connections (a restart, a failover, idle_session_timeout, a pooler), the process stays
 * up and the next requests open new connections, with no restart.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, POSTGRES_APPLICATION_NAME } from '../src/feedback/sqlClient.ts';
import { startServer, type ServerProcess } from '../src/test/serverProcess.ts';
import { send, xsrfToken } from './http.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
let server: ServerProcess | undefined;
afterAll(async () => server?.stop('SIGKILL'));

describe.skipIf(!databaseUrl)('on PostgreSQL', () => {
  it('survives the database ending its connections: /healthz recovers and a post succeeds', async () => {
    server = await startServer({
      env: { DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'warn', FEEDBACK_RATE_LIMIT: '1000000' },
    });
    const running = server;
    const token = await xsrfToken(running.url);
    const post = (message: string) =>
      send(
        running.url,
        'POST',
        '/documents/savefeedback',
        { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
        JSON.stringify({ email: 'reader@example.org', message }),
      );
    expect((await post('before the database drops us')).status).toBe(200);

    const admin = await openPostgres(databaseUrl ?? '');
    const [ended] = await admin.query<{ n: string }>(
      `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
        where application_name = $1 and pid <> pg_backend_pid()`,
      [POSTGRES_APPLICATION_NAME],
    );
    await admin.close();
    expect(Number(ended?.n)).toBeGreaterThan(0);

    await running.waitForLog((line) => line.includes('database connection lost'));
    expect(running.child.exitCode).toBeNull();
    await expect.poll(async () => (await send(running.url, 'GET', '/healthz')).status).toBe(200);
    expect((await post('after the database dropped us')).status).toBe(200);
    expect(running.child.exitCode).toBeNull();
  });
});
