/**
 * PGlite lets one process at a time open a data folder. The holder writes its pid to a lock file;
 * another process refuses to open the folder while that pid is alive. A lock left by a process
 * that died (a crash, SIGKILL) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'shastra.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Takes the folder's lock; returns a function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  let holder = NaN;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {
    // no lock file
  }
  if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
    throw new DataDirLockedError(
      `${dataDir} is in use by process ${holder} (a running Shastra server?). Stop it first, or use DATABASE_URL.`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
