/**
 * /healthz says whether the feedback store can write, not only whether it answers: on a full disk
 * PGlite still answers `select 1` while every post fails.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/testApp.ts';
import { createFeedbackStore, MIN_FREE_BYTES } from './feedbackStore.ts';
import { openPglite, type SqlClient } from './sqlClient.ts';

const DISK_FULL = 'could not extend file "base/5/16396": No space left on device';

// One database for the file (creating one takes seconds); each test gets a store of its own on it.
let database: Promise<SqlClient> | undefined;
afterAll(async () => (await database)?.close());

/**
 * A store on an in-memory PGlite with faults to switch on: writes that fail as on a full disk
 * (reads still answer), and the free space its disk reports.
 */
async function faultyDatabase() {
  const db = await (database ??= openPglite('memory://'));
  const faults = { writesFail: false, freeBytes: 10 * 1024 ** 3, writes: 0 };
  const guard = (sql: string) => {
    if (!/^\s*(insert|update|delete)\b/i.test(sql)) return;
    faults.writes++;
    if (faults.writesFail) throw new Error(DISK_FULL);
  };
  const client: SqlClient = {
    kind: db.kind,
    async query<Row extends object>(sql: string, params?: unknown[]) {
      guard(sql);
      return db.query<Row>(sql, params);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          async query<Row extends object>(sql: string, params?: unknown[]) {
            guard(sql);
            return tx.query<Row>(sql, params);
          },
        }),
      ),
    freeBytes: async () => faults.freeBytes,
    close: async () => undefined,
  };
  const store = await createFeedbackStore(client, 'test-salt');
  return { store, faults };
}

describe('/healthz and the store health', () => {
  it('answers 503 while writes fail, though the store still answers reads, and 200 once they succeed', async () => {
    const { store, faults } = await faultyDatabase();
    const { app } = await testApp({ store });
    faults.writesFail = true;

    const failing = await app.inject({ method: 'GET', url: '/healthz' });
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toMatchObject({ status: 'unavailable', store: 'pglite' });
    await expect(store.count()).resolves.toBeTypeOf('number'); // reads still answer
    expect(await store.health()).toEqual({ ok: false, reason: `a write failed: ${DISK_FULL}` });

    faults.writesFail = false;
    const recovered = await app.inject({ method: 'GET', url: '/healthz' });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toMatchObject({ status: 'ok', store: 'pglite' });
    await app.close();
    await store.close();
  });

  it("answers 503 when PGlite's disk has less room than a post may need", async () => {
    const { store, faults } = await faultyDatabase();
    const { app } = await testApp({ store });
    faults.freeBytes = MIN_FREE_BYTES - 1;

    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    expect(await store.health()).toEqual({
      ok: false,
      reason: "only 31 MB free on the data folder's disk (32 MB needed)",
    });

    faults.freeBytes = MIN_FREE_BYTES;
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
    await store.close();
  });

  it('writes once for many checks at once: asking often does not mean writing as often', async () => {
    const { store, faults } = await faultyDatabase();
    const { app } = await testApp({ store });
    const before = faults.writes;

    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/healthz' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(faults.writes - before).toBe(1);
    await app.close();
    await store.close();
  });
});
