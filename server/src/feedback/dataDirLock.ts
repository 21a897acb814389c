/**
 * PGlite lets one process at a time open a data folder. The holder creates a lock file holding
 * its pid and the time the kernel started it; creating it is atomic (O_EXCL), so of two processes
 * starting together exactly one gets it and the other is refused. A lock left by a process that
 * died (a crash, SIGKILL) is taken over: it is moved aside atomically first, so two processes
 * taking over together cannot both win. After a crash the pid is often given to another process
 * (in a container, the next start gets the same small pid): a live pid whose start time is not
 * the recorded one is not the holder.
 */
import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'shastra.lock';

/**
 * When the kernel started process `pid`, in clock ticks since boot (/proc/PID/stat, field 22), or
 * undefined where there is no /proc or no such process.
 */
function startTime(pid: number): string | undefined {
  try {
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** What a holder writes: its pid, and its start time where the system tells it. */
function identity(pid: number): string {
  const started = startTime(pid);
  return started === undefined ? String(pid) : `${pid} ${started}`;
}

/** Whether the lock's holder still runs: its pid is alive and, when recorded, started when it did. */
function holderRuns(content: string): { pid: number; runs: boolean } {
  const [pidText = '', started] = content.trim().split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return { pid, runs: false };
  if (!alive(pid)) return { pid, runs: false };
  const now = startTime(pid);
  return { pid, runs: started === undefined || now === undefined || now === started };
}

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

/** Creates the lock file with our identity, or returns false when one exists. */
function create(file: string, mine: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if (code(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, mine);
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
  const mine = identity(process.pid);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (create(file, mine)) {
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
    if (content === mine) return () => rmSync(file, { force: true });
    const holder = holderRuns(content);
    if (holder.runs) {
      throw new DataDirLockedError(
        `${dataDir} is in use by process ${holder.pid} (a running Shastra server?). Stop it first, or use DATABASE_URL.`,
      );
    }
    removeStale(file, content);
  }
  throw new DataDirLockedError(`${dataDir}: could not take its lock (other processes keep taking it).`);
}
