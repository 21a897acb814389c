/**
 * PGlite lets one process at a time open a data folder. The holder creates a lock file holding
 * its pid; creating it is atomic (O_EXCL), so of two processes starting together exactly one gets
 * it and the other is refused. A lock left by a process that died (a crash, SIGKILL) is taken
 * over: it is moved aside atomically first, so two processes taking over together cannot both win.
 */
import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
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

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Creates the lock file with our pid, or returns false when one exists. */
function create(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if (code(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, String(process.pid));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Moves a dead holder's lock aside, unless another process replaced it meanwhile. */
function removeStale(file: string, staleContent: string): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (code(error) === 'ENOENT') return; // someone else moved it
    throw error;
  }
  if (readOrEmpty(aside) !== staleContent) {
    // We moved a lock another process has just taken: put it back (unless a newer one exists).
    try {
      linkSync(aside, file);
    } catch (error) {
      if (code(error) !== 'EEXIST') throw error;
    }
  }
  rmSync(aside, { force: true });
}

/** Takes the folder's lock; returns a function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (create(file)) {
      return () => {
        if (readOrEmpty(file) === mine) rmSync(file, { force: true });
      };
    }
    const content = readOrEmpty(file);
    if (content === '') {
      // Created this instant and its pid not written yet: look again shortly.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      continue;
    }
    const holder = Number(content.trim());
    if (content === mine) return () => rmSync(file, { force: true });
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
      throw new DataDirLockedError(
        `${dataDir} is in use by process ${holder} (a running Shastra server?). Stop it first, or use DATABASE_URL.`,
      );
    }
    removeStale(file, content);
  }
  throw new DataDirLockedError(`${dataDir}: could not take its lock (other processes keep taking it).`);
}
