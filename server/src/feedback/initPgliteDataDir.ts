/**
 * Creates a new PGlite data folder in a process of its own, then exits. Creating a cluster
 * (initdb) takes PGlite about a gigabyte of memory for a moment, and a process does not give that
 * back: done in the server's own process, it left the server at 600 MB resident for its whole life.
 * Run as `node initPgliteDataDir.ts <folder>` by openPglite. A failure is one line on stderr, the
 * reason the server reports, never a stack trace; and exit code 1.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_CONFIG } from './pgliteConfig.ts';
import { describePgliteError, INIT_FAILED_PREFIX } from './sqlClient.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: initPgliteDataDir.ts <data folder>');
  process.exit(2);
}
try {
  const db = await PGlite.create(dataDir, { postgresqlconf: PGLITE_CONFIG });
  await db.query('select 1');
  await db.close();
} catch (error) {
  console.error(INIT_FAILED_PREFIX + describePgliteError(error));
  process.exit(1);
}
