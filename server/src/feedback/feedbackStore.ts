/**
 * Where feedback entries live. One interface; the SQL behind it runs on PGlite or PostgreSQL.
 * `add` resolves only after the row is committed, so a 200 always means the entry is durable.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { migrate } from './migrations.ts';
import { describePgliteError, openPglite, openPostgres, type SqlClient } from './sqlClient.ts';
import { describeStoreError } from './storeErrors.ts';

interface NewFeedback {
  email: string;
  message: string;
  clientAddress: string;
}

export interface StoredFeedback {
  id: number;
  email: string;
  message: string;
  receivedAt: Date;
  clientHash: string;
}

/** A post refused because the client already sent its limit in the last minute. */
interface RateLimited {
  limited: true;
  /** Seconds until the oldest of those posts leaves the window. */
  retryAfterSeconds: number;
}

export interface FeedbackStore {
  readonly kind: SqlClient['kind'];
  add(entry: NewFeedback): Promise<StoredFeedback>;
  /**
   * Stores the entry unless its client already has `perMinute` entries from the last minute. The
   * count is of stored (accepted) entries, read and written in one transaction under a lock on the
   * client, so concurrent posts cannot slip past it, and several servers share one limit.
   */
  addWithinLimit(entry: NewFeedback, perMinute: number): Promise<StoredFeedback | RateLimited>;
  list(): Promise<StoredFeedback[]>;
  count(): Promise<number>;
  /**
   * Whether a write commits now, and on PGlite whether its disk has room for the next ones; when
   * not, why, in words for the log. Concurrent checks share one probe, and a good answer stands
   * for HEALTH_REUSE_MS, so asking often (/healthz is public) does not mean writing as often.
   */
  health(): Promise<StoreHealth>;
  close(): Promise<void>;
}

type StoreHealth = { ok: true } | { ok: false; reason: string };

/**
 * Below this much free space on PGlite's disk the store says it cannot write. A write that finds
 * the disk full fails while `select 1`, and even a rewrite of an existing row, still succeed: a
 * post needs new pages (the table, its indexes) and now and then a new 16 MB WAL segment, and a
 * WAL that cannot grow leaves PGlite failing every query until a restart.
 */
export const MIN_FREE_BYTES = 32 * 1024 * 1024;

/** How long a good health check stands before the next one writes again. */
const HEALTH_REUSE_MS = 1000;

/**
 * The health check's write: it rewrites a row every store has (the first migration's) with the
 * same values, so it commits (and flushes the WAL) like a post without growing any table.
 */
const HEALTH_WRITE = 'update schema_migrations set applied_at = applied_at where version = 1';

const MB = 1024 * 1024;

/** The advisory-lock key space of the per-client rate limit (the migrations use a single key). */
const RATE_LOCK_SPACE = 7414;

/** A keyed hash of the client address: lets us spot abuse without keeping the address. */
export function hashClientAddress(address: string, salt: string): string {
  return createHmac('sha256', salt).update(address).digest('hex').slice(0, 32);
}

interface Row {
  id: string | number;
  email: string;
  message: string;
  received_at: Date | string;
  client_hash: string;
}

const toStored = (row: Row): StoredFeedback => ({
  id: Number(row.id),
  email: row.email,
  message: row.message,
  receivedAt: new Date(row.received_at),
  clientHash: row.client_hash,
});

const INSERT =
  'insert into feedback (email, message, client_hash) values ($1, $2, $3) returning id, email, message, received_at, client_hash';

/**
 * A secret kept in the store, created at random by the first server that asks for it; every
 * server on the same store gets the same one.
 */
async function storedSecret(db: SqlClient, name: string): Promise<string> {
  await db.query('insert into store_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('select value from store_secrets where name = $1', [name]);
  if (!row) throw new Error(`store secret ${name} is missing`);
  return row.value;
}

/**
 * The store on `db`, migrated. Client addresses are hashed with `salt`, or without one with a
 * random secret the store keeps (in the data folder's database for PGlite, in PostgreSQL), so no
 * published default can reverse the stored hashes.
 */
export async function createFeedbackStore(db: SqlClient, saltSetting?: string): Promise<FeedbackStore> {
  await migrate(db);
  const salt = saltSetting || (await storedSecret(db, 'client_address_salt'));
  const insert = async (query: SqlClient['query'], entry: NewFeedback, clientHash: string) => {
    const [row] = await query<Row>(INSERT, [entry.email, entry.message, clientHash]);
    if (!row) throw new Error('insert returned no row');
    return toStored(row);
  };
  let lastGoodHealth = -Infinity;
  let healthCheck: Promise<StoreHealth> | undefined;
  const checkHealth = async (): Promise<StoreHealth> => {
    const free = await db.freeBytes?.().catch(() => undefined);
    if (free !== undefined && free < MIN_FREE_BYTES) {
      return {
        ok: false,
        reason: `only ${Math.floor(free / MB)} MB free on the data folder's disk (${MIN_FREE_BYTES / MB} MB needed)`,
      };
    }
    try {
      await db.query(HEALTH_WRITE);
    } catch (error) {
      const reason = db.kind === 'postgres' ? describeStoreError(error) : describePgliteError(error);
      return { ok: false, reason: `a write failed: ${reason}` };
    }
    lastGoodHealth = Date.now();
    return { ok: true };
  };
  return {
    kind: db.kind,
    add: (entry) => insert(db.query.bind(db), entry, hashClientAddress(entry.clientAddress, salt)),
    addWithinLimit(entry, perMinute) {
      const clientHash = hashClientAddress(entry.clientAddress, salt);
      return db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [RATE_LOCK_SPACE, clientHash]);
        const [recent] = await tx.query<{ n: string | number; wait: string | number | null }>(
          `select count(*) as n, extract(epoch from min(received_at) + interval '1 minute' - now()) as wait
             from feedback where client_hash = $1 and received_at > now() - interval '1 minute'`,
          [clientHash],
        );
        if (Number(recent?.n ?? 0) >= perMinute) {
          return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(Number(recent?.wait ?? 60))) };
        }
        return insert(tx.query.bind(tx), entry, clientHash);
      });
    },
    async list() {
      return (await db.query<Row>('select id, email, message, received_at, client_hash from feedback order by id')).map(
        toStored,
      );
    },
    async count() {
      const [row] = await db.query<{ n: string | number }>('select count(*) as n from feedback');
      return Number(row?.n ?? 0);
    },
    health() {
      if (Date.now() - lastGoodHealth < HEALTH_REUSE_MS) return Promise.resolve({ ok: true });
      healthCheck ??= checkHealth().finally(() => (healthCheck = undefined));
      return healthCheck;
    },
    close: () => db.close(),
  };
}

export interface StoreConfig {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** CLIENT_ADDRESS_SALT; without it, the store's own random secret. */
  salt?: string | undefined;
  /** Told when PostgreSQL ends one of the pool's connections (it is replaced on the next query). */
  onConnectionError?: (error: Error) => void;
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export async function openFeedbackStore(config: StoreConfig): Promise<FeedbackStore> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.onConnectionError)
    : await openPglite(config.dataDir);
  return createFeedbackStore(db, config.salt);
}
