/**
 * The server on a real PostgreSQL (TEST_DATABASE_URL, which CI sets): when the database ends the
 * server's connections (a restart, a failover, idle_session_timeout, a pooler), the process stays
 * up and the next requests open new connections, with no restart. That holds for idle connections
 * and for one a post holds inside its transaction, whose post fails (5xx) and stores nothing.
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, POSTGRES_APPLICATION_NAME, type SqlClient } from '../src/feedback/sqlClient.ts';
import { startServer, type ServerProcess } from '../../scripts/lib/serverProcess.ts';
import { send, xsrfToken } from './http.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
/**
 * A cluster the tests may restart, and how: `TEST_PG_CTL` is pg_ctl with that cluster's -D and -l
 * options, run as the OS user `TEST_PG_CTL_USER` when set (`su <user> -c`). .ci/run starts one
 * beside the shared cluster, which other test files use at the same time.
 */
const restartableUrl = process.env.TEST_PG_CTL_DATABASE_URL;
const pgCtl = process.env.TEST_PG_CTL;
const pgCtlUser = process.env.TEST_PG_CTL_USER;

const servers: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
});

async function serverOn(url: string): Promise<ServerProcess> {
  const server = await startServer({ env: { DATABASE_URL: url, LOG_LEVEL: 'warn', FEEDBACK_RATE_LIMIT: '1000000' } });
  servers.push(server);
  return server;
}

/** Posts feedback; a connection the server closed without an answer counts as status 0. */
async function poster(server: ServerProcess) {
  const token = await xsrfToken(server.url);
  const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
  return async (message: string) => {
    try {
      return (
        await send(
          server.url,
          'POST',
          '/documents/savefeedback',
          headers,
          JSON.stringify({ email: 'reader@example.org', message }),
        )
      ).status;
    } catch {
      return 0;
    }
  };
}

/**
 * A database of its own on the cluster of `url`: a table lock or an ended connection there
 * touches no other test's server.
 */
async function ownDatabase(url: string): Promise<string> {
  const name = `shastra_test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url);
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  });
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.href;
}

/** The server's connections in this database that wait for a lock (inside a transaction). */
const WAITING_FOR_LOCK = `select pid from pg_stat_activity
  where datname = current_database() and application_name = $1 and wait_event_type = 'Lock'`;

async function storedMessages(db: SqlClient, messages: string[]): Promise<Set<string>> {
  const rows = await db.query<{ message: string }>('select message from feedback where message = any($1)', [messages]);
  return new Set(rows.map((row) => row.message));
}

describe.skipIf(!databaseUrl)('on PostgreSQL', () => {
  it('survives the database ending its connections: /healthz recovers and a post succeeds', async () => {
    const running = await serverOn(databaseUrl ?? '');
    const post = await poster(running);
    expect(await post('before the database drops us')).toBe(200);

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
    expect(await post('after the database dropped us')).toBe(200);
    expect(running.child.exitCode).toBeNull();
  });

  it('survives losing the connection a post holds inside its transaction: that post fails, the next succeeds', async () => {
    const url = await ownDatabase(databaseUrl ?? '');
    const running = await serverOn(url);
    const post = await poster(running);
    expect(await post('before the lock')).toBe(200);

    // Another session holds the table, so the post waits inside its transaction until its
    // connection is ended under it.
    const db = await openPostgres(url);
    const interrupted = `interrupted ${randomUUID()}`;
    const answer = await db.transaction(async (holder) => {
      await holder.query('lock table feedback in access exclusive mode');
      const answered = post(interrupted);
      let waiting: { pid: number } | undefined;
      await expect
        .poll(
          async () => {
            [waiting] = await holder.query<{ pid: number }>(WAITING_FOR_LOCK, [POSTGRES_APPLICATION_NAME]);
            return waiting;
          },
          { timeout: 10_000 },
        )
        .toBeDefined();
      await holder.query('select pg_terminate_backend($1)', [waiting?.pid]);
      return answered;
    });

    expect(answer).toBeGreaterThanOrEqual(500);
    await running.waitForLog((line) => line.includes('database connection lost'));
    expect(running.child.exitCode).toBeNull();
    expect(await post('after the dropped transaction')).toBe(200);
    expect(await storedMessages(db, [interrupted, 'after the dropped transaction'])).toEqual(
      new Set(['after the dropped transaction']),
    );
    await db.close();
    expect(running.child.exitCode).toBeNull();
  });

  it.skipIf(!restartableUrl || !pgCtl)(
    'survives `pg_ctl restart -m fast` under 8 writers and loses no acknowledged entry' +
      (restartableUrl && pgCtl ? '' : ' (needs TEST_PG_CTL and TEST_PG_CTL_DATABASE_URL, which .ci/run sets)'),
    async () => {
      const url = await ownDatabase(restartableUrl ?? '');
      const running = await serverOn(url);
      const post = await poster(running);
      /** Posts acknowledged before the restart starts, and after it ends, before the writers stop. */
      const BEFORE = 40;
      const AFTER = 40;
      const restartCommand = `${pgCtl} -w -t 60 -m fast restart`;
      /**
       * Restarts the cluster while posts wait inside their transactions (another session holds the
       * table), so the restart always ends connections that are checked out, not only idle ones.
       */
      const restartUnderLoad = async () => {
        const holder = new pg.Client({ connectionString: url });
        holder.on('error', () => undefined); // the restart ends this session too
        await holder.connect();
        await holder.query('begin');
        await holder.query('lock table feedback in access exclusive mode');
        await expect
          .poll(async () => (await holder.query(WAITING_FOR_LOCK, [POSTGRES_APPLICATION_NAME])).rows.length, {
            timeout: 10_000,
          })
          .toBeGreaterThan(0);
        await promisify(execFile)(
          pgCtlUser ? 'su' : 'sh',
          pgCtlUser ? [pgCtlUser, '-c', restartCommand] : ['-c', restartCommand],
        );
        await holder.end().catch(() => undefined);
      };
      const acknowledged: string[] = [];
      let failed = 0;
      let restart: Promise<unknown> | undefined;
      let restartedAt: number | undefined;
      let restartError: unknown;
      const deadline = Date.now() + 60_000;
      const writers = Array.from({ length: 8 }, async () => {
        while (
          Date.now() < deadline &&
          restartError === undefined &&
          running.child.exitCode === null &&
          (restartedAt === undefined || acknowledged.length < restartedAt + AFTER)
        ) {
          const message = `restart ${randomUUID()}`;
          const status = await post(message);
          if (status === 200) acknowledged.push(message);
          else {
            failed++;
            // The database is down for a moment: no need to spin on it.
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          if (restart === undefined && acknowledged.length >= BEFORE) {
            restart = restartUnderLoad().then(
              () => (restartedAt = acknowledged.length),
              (error: unknown) => (restartError = error),
            );
          }
        }
      });
      await Promise.all(writers);
      await restart;

      expect(restartError).toBeUndefined();
      expect(running.child.exitCode).toBeNull();
      expect(acknowledged.length - (restartedAt ?? acknowledged.length)).toBeGreaterThanOrEqual(AFTER);
      // The restart ended transactions and refused connections: some posts failed, none was lost.
      expect(failed).toBeGreaterThan(0);
      const db = await openPostgres(url);
      const stored = await storedMessages(db, acknowledged);
      await db.close();
      expect(acknowledged.filter((message) => !stored.has(message))).toEqual([]);
      console.info(`pg_ctl restart: ${acknowledged.length} acknowledged, ${failed} failed, 0 lost`);
    },
  );
});
