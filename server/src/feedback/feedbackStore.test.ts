/**
 * The store suite runs on the embedded PGlite always, and on a real PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it): one schema and one set of migrations on both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFeedbackStore, hashClientAddress } from './feedbackStore.ts';
import { migrate, MIGRATIONS } from './migrations.ts';
import { openPglite, openPostgres, type SqlClient } from './sqlClient.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface Backend {
  name: string;
  open: () => Promise<SqlClient>;
}

const pgliteDir = mkdtempSync(join(tmpdir(), 'shastra-store-'));
dirs.push(pgliteDir);
const backends: Backend[] = [{ name: 'PGlite', open: () => openPglite(pgliteDir) }];
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) backends.push({ name: 'PostgreSQL', open: () => openPostgres(testDatabaseUrl) });

describe.each(backends)('feedback store on $name', ({ open }) => {
  it('applies the migrations once, however often it opens', async () => {
    const db = await open();
    await db.query('drop table if exists feedback');
    await db.query('drop table if exists store_secrets');
    await db.query('drop table if exists schema_migrations');
    expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    await db.close();
  });

  it('stores entries with their time and a hash of the client address, never the address', async () => {
    const store = await createFeedbackStore(await open(), 'salt');
    const before = await store.count();
    const stored = await store.add({ email: 'reader@example.org', message: 'Namaste', clientAddress: '203.0.113.7' });
    expect(stored).toMatchObject({ email: 'reader@example.org', message: 'Namaste' });
    expect(stored.clientHash).toBe(hashClientAddress('203.0.113.7', 'salt'));
    expect(stored.clientHash).not.toContain('203.0.113.7');
    expect(Math.abs(stored.receivedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await store.count()).toBe(before + 1);
    expect((await store.list()).at(-1)).toEqual(stored);
    expect(await store.health()).toEqual({ ok: true });
    await store.close();
  });

  it('keeps what it stored across a reopen', async () => {
    const first = await createFeedbackStore(await open(), 'salt');
    const stored = await first.add({ email: 'a@b.co', message: 'Durable', clientAddress: '::1' });
    await first.close();
    const second = await createFeedbackStore(await open(), 'salt');
    expect((await second.list()).map((entry) => entry.id)).toContain(stored.id);
    await second.close();
  });

  it('without a salt, hashes with a random secret it creates once and keeps', async () => {
    const db = await open();
    await db.query("delete from store_secrets where name = 'client_address_salt'");
    await db.close();
    const first = await createFeedbackStore(await open());
    const a = await first.add({ email: 'a@b.co', message: 'One', clientAddress: '198.51.100.9' });
    await first.close();
    const second = await createFeedbackStore(await open());
    const b = await second.add({ email: 'a@b.co', message: 'Two', clientAddress: '198.51.100.9' });
    await second.close();
    expect(b.clientHash).toBe(a.clientHash);
    expect(a.clientHash).not.toBe(hashClientAddress('198.51.100.9', 'shastra-feedback'));
    const check = await open();
    const [row] = await check.query<{ value: string }>(
      "select value from store_secrets where name = 'client_address_salt'",
    );
    await check.close();
    expect(row?.value).toMatch(/^[\w-]{43}$/);
    expect(a.clientHash).toBe(hashClientAddress('198.51.100.9', row?.value ?? ''));
  });

  it('stores unicode, quotes and SQL-looking text verbatim', async () => {
    const store = await createFeedbackStore(await open(), 'salt');
    const message = "धनुर्वेद'); drop table feedback; -- \u{1F3F9} \u202Eright-to-left";
    const stored = await store.add({ email: 'q@x.io', message, clientAddress: '1.2.3.4' });
    expect((await store.list()).find((entry) => entry.id === stored.id)?.message).toBe(message);
    await store.close();
  });
});

describe('hashClientAddress', () => {
  it('is stable for one salt and differs across salts', () => {
    expect(hashClientAddress('1.2.3.4', 'a')).toBe(hashClientAddress('1.2.3.4', 'a'));
    expect(hashClientAddress('1.2.3.4', 'a')).not.toBe(hashClientAddress('1.2.3.4', 'b'));
    expect(hashClientAddress('1.2.3.4', 'a')).toMatch(/^[0-9a-f]{32}$/);
  });
});
