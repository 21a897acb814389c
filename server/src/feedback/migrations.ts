/** The one schema of the feedback store, as ordered migrations applied on start-up. */
import type { SqlClient } from './sqlClient.ts';

export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'feedback',
    sql: `
      create table feedback (
        id bigserial primary key,
        email text not null,
        message text not null,
        received_at timestamptz not null default now(),
        client_hash text not null
      );
      create index feedback_received_at on feedback (received_at);
    `,
  },
  {
    version: 2,
    name: 'feedback by client and time',
    // The rate limit counts a client's accepted posts of the last minute.
    sql: `create index feedback_client_recent on feedback (client_hash, received_at)`,
  },
  {
    version: 3,
    name: 'store secrets',
    // Secrets the servers share, created once by the first (the client-address salt).
    sql: `create table store_secrets (name text primary key, value text not null, created_at timestamptz not null default now())`,
  },
];

/** Applies pending migrations under an advisory lock, so several servers can start at once. */
export async function migrate(db: SqlClient): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7413)');
    await tx.query(
      'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ version: number }>('select version from schema_migrations')).map((r) => r.version),
    );
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.sql
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean))
        await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
