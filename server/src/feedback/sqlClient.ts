/**
 * The smallest SQL surface both stores share: parameterised queries ($1, $2...) and a transaction.
 * PGlite (embedded, files under DATA_DIR) and node-postgres (DATABASE_URL) both speak it, so one
 * schema and one set of migrations serve both.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite as PGliteInstance } from '@electric-sql/pglite';
import { lockDataDir } from './dataDirLock.ts';
import { PGLITE_CONFIG } from './pgliteConfig.ts';

export interface SqlClient {
  readonly kind: 'pglite' | 'postgres';
  query<Row extends object>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction on one connection. */
  transaction<T>(work: (tx: Pick<SqlClient, 'query'>) => Promise<T>): Promise<T>;
  /** Bytes free on the disk that holds the database, where this process can see it (PGlite's folder). */
  freeBytes?(): Promise<number>;
  close(): Promise<void>;
}

/**
 * File-system errors as PGlite throws them: `{ name: 'ErrnoError', errno }`, not an Error, with
 * Emscripten's (WASI's) numbers rather than the system's. The ones an operator can meet.
 */
const PGLITE_ERRNO: Record<number, [code: string, text: string]> = {
  2: ['EACCES', 'permission denied'],
  19: ['EDQUOT', 'disk quota exceeded'],
  22: ['EFBIG', 'file too large'],
  29: ['EIO', 'input/output error'],
  33: ['EMFILE', 'too many open files'],
  41: ['ENFILE', 'too many open files in the system'],
  44: ['ENOENT', 'no such file or folder'],
  51: ['ENOSPC', 'no space left on the device'],
  54: ['ENOTDIR', 'a part of the path is a file, not a folder'],
  63: ['EPERM', 'operation not permitted'],
  69: ['EROFS', 'read-only file system'],
};

/** One line on what went wrong with PGlite or its folder (its errors carry no credentials). */
export function describePgliteError(error: unknown): string {
  const errno = (error as { name?: unknown; errno?: unknown } | null)?.errno;
  if ((error as { name?: unknown } | null)?.name === 'ErrnoError' && typeof errno === 'number') {
    const [code, text] = PGLITE_ERRNO[errno] ?? [`errno ${errno}`, 'file-system error'];
    return `${text} (${code})`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.trim() || (error instanceof Error ? error.name : 'unknown error');
}

/** How initPgliteDataDir.ts starts the one line that gives its reason for failing. */
export const INIT_FAILED_PREFIX = 'initPgliteDataDir failed: ';

/**
 * Creates a new, empty PGlite folder in a short-lived process of its own (see initPgliteDataDir.ts).
 * Its stderr is kept, not shown: a failure throws with the one-line reason the process gave.
 */
export function createPgliteDataDir(dataDir: string): void {
  try {
    execFileSync(process.execPath, [join(import.meta.dirname, 'initPgliteDataDir.ts'), dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    });
  } catch (error) {
    const { stderr, signal, status } = error as { stderr?: string; signal?: string | null; status?: number | null };
    const lines = (stderr ?? '').split('\n').map((line) => line.trim());
    const reason =
      lines.findLast((line) => line.startsWith(INIT_FAILED_PREFIX))?.slice(INIT_FAILED_PREFIX.length) ??
      // A crash before the script could catch it (a broken install): its error line, not its stack.
      lines.find((line) => /^\w*Error\b/.test(line)) ??
      (signal === 'SIGKILL'
        ? 'its process was killed (out of memory? creating a store takes about 1 GB for a moment)'
        : signal
          ? `its process ended with ${signal}`
          : `its process exited with code ${status ?? 'unknown'}`);
    throw new Error(`creating a new store failed: ${reason}`, { cause: error });
  }
}

/** `dataDir` is a folder, or `memory://` for a throwaway in-memory database (tests). */
export async function openPglite(dataDir: string): Promise<SqlClient> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => undefined : lockDataDir(dataDir);
  let db: PGliteInstance;
  try {
    if (!inMemory && !existsSync(join(dataDir, 'PG_VERSION'))) createPgliteDataDir(dataDir);
    db = await PGlite.create(dataDir, { postgresqlconf: PGLITE_CONFIG });
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
    ...(inMemory
      ? {}
      : {
          async freeBytes() {
            const disk = await statfs(dataDir);
            return disk.bavail * disk.bsize;
          },
        }),
    async close() {
      await db.close();
      unlock();
    },
  };
}

/** How the server's connections name themselves in pg_stat_activity. */
export const POSTGRES_APPLICATION_NAME = 'shastra';

/**
 * A pool of PostgreSQL connections. A connection the database ends (a restart, a failover,
 * idle_session_timeout, a pooler, pg_terminate_backend) is dropped from the pool and the next query
 * opens a new one: its 'error' event, whether the connection was idle (the pool's event) or held
 * by a transaction (the client's), is reported, never left unhandled, which would end the whole
 * process.
 */
export async function openPostgres(
  connectionString: string,
  onConnectionError: (error: Error) => void = () => undefined,
): Promise<SqlClient> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    application_name: POSTGRES_APPLICATION_NAME,
    // A database that does not answer fails a query in seconds instead of holding a request.
    connectionTimeoutMillis: 5000,
  });
  pool.on('error', onConnectionError);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return {
    kind: 'postgres',
    async query<Row extends object>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      // While a client is checked out the pool does not listen for its 'error' event, and an
      // unheard 'error' ends the process: a connection lost inside the transaction is reported
      // here instead, and its query fails, so the transaction does.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        onConnectionError(error);
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await work({
          query: async <Row extends object>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as Row[],
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: unknown) => {
          broken ??= rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.removeListener('error', onError);
        // A client that lost its connection, or whose transaction could not be ended, is destroyed
        // rather than handed to the next request.
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
