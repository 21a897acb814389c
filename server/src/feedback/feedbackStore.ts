/**
 * Where feedback entries live. One interface; the SQL behind it runs on PGlite or PostgreSQL.
 * `add` resolves only after the row is committed, so a 200 always means the entry is durable.
 */
import { createHmac } from 'node:crypto';
import { migrate } from './migrations.ts';
import { openPglite, openPostgres, type SqlClient } from './sqlClient.ts';

export interface NewFeedback {
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

export interface FeedbackStore {
  readonly kind: SqlClient['kind'];
  add(entry: NewFeedback): Promise<StoredFeedback>;
  list(): Promise<StoredFeedback[]>;
  count(): Promise<number>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

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

export async function createFeedbackStore(db: SqlClient, salt: string): Promise<FeedbackStore> {
  await migrate(db);
  return {
    kind: db.kind,
    async add(entry) {
      const [row] = await db.query<Row>(
        'insert into feedback (email, message, client_hash) values ($1, $2, $3) returning id, email, message, received_at, client_hash',
        [entry.email, entry.message, hashClientAddress(entry.clientAddress, salt)],
      );
      if (!row) throw new Error('insert returned no row');
      return toStored(row);
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
    async ping() {
      try {
        await db.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.close(),
  };
}

export interface StoreConfig {
  databaseUrl?: string | undefined;
  dataDir: string;
  salt: string;
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export async function openFeedbackStore(config: StoreConfig): Promise<FeedbackStore> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  return createFeedbackStore(db, config.salt);
}
