/**
 * The smallest SQL surface both stores share: parameterised queries ($1, $2...) and a transaction.
 * PGlite (embedded, files under DATA_DIR) and node-postgres (DATABASE_URL) both speak it, so one
 * schema and one set of migrations serve both.
 */
import { mkdirSync } from 'node:fs';
import type { PGlite as PGliteInstance } from '@electric-sql/pglite';
import { lockDataDir } from './dataDirLock.ts';

export interface SqlClient {
  readonly kind: 'pglite' | 'postgres';
  query<Row extends object>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction on one connection. */
  transaction<T>(work: (tx: Pick<SqlClient, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `dataDir` is a folder, or `memory://` for a throwaway in-memory database (tests). */
export async function openPglite(dataDir: string): Promise<SqlClient> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => undefined : lockDataDir(dataDir);
  let db: PGliteInstance;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    async query<Row extends object>(sql: string, params: unknown[] = []) {
      return (await db.query<Row>(sql, params)).rows;
    },
    async transaction(work) {
      return db.transaction((tx) =>
        work({
          query: async <Row extends object>(sql: string, params: unknown[] = []) =>
            (await tx.query<Row>(sql, params)).rows,
        }),
      );
    },
    async close() {
      await db.close();
      unlock();
    },
  };
}

export async function openPostgres(connectionString: string): Promise<SqlClient> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    async query<Row extends object>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: async <Row extends object>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as Row[],
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
