/**
 * Crash durability: a stream of feedback posts, the server killed with SIGKILL mid-stream,
 * restarted on the same store: every entry that was answered 200 is there (0 lost).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createFeedbackStore, type FeedbackStore } from '../src/feedback/feedbackStore.ts';
import { openPglite, openPostgres } from '../src/feedback/sqlClient.ts';
import { startServer, type ServerProcess } from '../../scripts/lib/serverProcess.ts';
import { send, xsrfToken } from './http.ts';

const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
});

/**
 * Posts from `writers` parallel loops and kills the server with SIGKILL once `killAfter` posts
 * were acknowledged (a count, not a time: a busy machine only makes it take longer); returns the
 * acknowledged messages.
 */
async function postUntilKilled(server: ServerProcess, killAfter: number, writers = 4): Promise<string[]> {
  const token = await xsrfToken(server.url);
  const acknowledged: string[] = [];
  let running = true;
  const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
  const loops = Array.from({ length: writers }, async () => {
    while (running) {
      const message = `durable ${randomUUID()}`;
      try {
        const answer = await send(
          server.url,
          'POST',
          '/documents/savefeedback',
          headers,
          JSON.stringify({ email: 'crash@example.org', message }),
        );
        if (answer.status === 200) acknowledged.push(message);
        if (acknowledged.length === killAfter) server.child.kill('SIGKILL');
      } catch {
        running = false; // the connection died with the server
      }
    }
  });
  await Promise.all(loops);
  return acknowledged;
}

async function verify(store: FeedbackStore, acknowledged: string[]) {
  const stored = new Set((await store.list()).map((entry) => entry.message));
  const lost = acknowledged.filter((message) => !stored.has(message));
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(lost).toEqual([]);
  console.info(`crash durability: ${acknowledged.length} acknowledged before SIGKILL, ${lost.length} lost`);
}

/** Posts acknowledged before the kill; the writers keep posting, so some are in flight when it lands. */
const KILL_AFTER = 300;

describe('crash durability', () => {
  it('loses no acknowledged entry on PGlite when killed with SIGKILL', async () => {
    let server = await startServer({ env: { FEEDBACK_RATE_LIMIT: '1000000', LOG_LEVEL: 'fatal' } });
    servers.push(server);
    const acknowledged = await postUntilKilled(server, KILL_AFTER);
    // Restart on the same folder: PGlite recovers, and the stale lock is taken over.
    server = await startServer({
      env: { FEEDBACK_RATE_LIMIT: '1000000', LOG_LEVEL: 'fatal' },
      dataDir: server.dataDir,
    });
    servers.push(server);
    expect((await send(server.url, 'GET', '/healthz')).status).toBe(200);
    await server.stop();
    const store = await createFeedbackStore(await openPglite(server.dataDir), 'unused');
    await verify(store, acknowledged);
    await store.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'loses no acknowledged entry on PostgreSQL when killed with SIGKILL',
    async () => {
      const env = {
        FEEDBACK_RATE_LIMIT: '1000000',
        LOG_LEVEL: 'fatal',
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      };
      let server = await startServer({ env });
      servers.push(server);
      const acknowledged = await postUntilKilled(server, KILL_AFTER);
      server = await startServer({ env });
      servers.push(server);
      expect((await send(server.url, 'GET', '/healthz')).status).toBe(200);
      await server.stop();
      const store = await createFeedbackStore(await openPostgres(process.env.TEST_DATABASE_URL ?? ''), 'unused');
      await verify(store, acknowledged);
      await store.close();
    },
  );
});
