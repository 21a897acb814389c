/**
 * 2,000+ seeded malformed requests against the real server process: no answer is a 5xx, the
 * process stays up, and nothing is stored.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createFeedbackStore } from '../src/feedback/feedbackStore.ts';
import { openPglite } from '../src/feedback/sqlClient.ts';
import { startServer, type ServerProcess } from '../../scripts/lib/serverProcess.ts';
import { hostileRequests, RAW_GARBAGE } from './hostileRequests.ts';
import { pool, send, sendRaw, xsrfToken } from './http.ts';

const SEED = Number(process.env.HOSTILE_SEED ?? 20261121);
const COUNT = 2400;

let server: ServerProcess | undefined;
afterAll(async () => server?.stop('SIGKILL'));

describe(`hostile input (seed ${SEED})`, () => {
  it('never answers 5xx, stays up and stores nothing', async () => {
    const running = await startServer({ env: { FEEDBACK_RATE_LIMIT: '1000000', LOG_LEVEL: 'fatal' } });
    server = running;
    const token = await xsrfToken(running.url);
    const requests = hostileRequests(COUNT, SEED, token);
    const answers = await pool(requests, 16, async (request) => {
      try {
        const answer = await send(running.url, request.method, request.path, request.headers, request.body);
        return { request, status: answer.status, body: answer.body };
      } catch (error) {
        // A connection the server refused to finish (e.g. 431 then close) is not a 5xx.
        return { request, status: 0, body: String(error) };
      }
    });
    const raw = await pool(RAW_GARBAGE, 4, (bytes) => sendRaw(running.url, bytes));

    const serverErrors = answers.filter((answer) => answer.status >= 500);
    expect(
      serverErrors.map((a) => `${a.status} ${a.request.kind}: ${a.request.method} ${a.request.path.slice(0, 80)}`),
    ).toEqual([]);
    expect(raw.filter((status) => status >= 500)).toEqual([]);
    expect(answers.length + raw.length).toBeGreaterThanOrEqual(2000);
    // The mix really exercised the checks: most of every kind of refusal appears.
    const statuses = new Set(answers.map((a) => a.status));
    for (const status of [400, 403, 404, 413, 415]) expect(statuses).toContain(status);
    // Every JSON error keeps the API's shape.
    const misshapen = answers.filter((a) => {
      if (a.status < 400 || a.request.method === 'HEAD') return false;
      try {
        const body = JSON.parse(a.body) as { status?: unknown; error?: unknown };
        return body.status !== a.status || typeof body.error !== 'string';
      } catch {
        return true; // an error page that is not JSON (pages answer HTML only with 404 below)
      }
    });
    const notPages = misshapen.filter((a) => !(a.request.kind === 'page path' && a.status === 404));
    expect(
      notPages.map(
        (a) =>
          `${a.status} ${a.request.kind}: ${a.request.method} ${a.request.path.slice(0, 60)} ${a.body.slice(0, 80)}`,
      ),
    ).toEqual([]);

    expect(server.child.exitCode).toBeNull();
    expect((await send(server.url, 'GET', '/healthz')).status).toBe(200);
    await server.stop();
    const store = await createFeedbackStore(await openPglite(server.dataDir), 'unused');
    expect(await store.count()).toBe(0);
    await store.close();
  });
});
