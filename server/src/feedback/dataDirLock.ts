/**
 * PGlite lets one process at a time open a data folder. The holder creates a lock file holding
 * its pid and the time the kernel started it; creating it is atomic (O_EXCL), so of two processes
 * starting together exactly one gets it and the other is refused. A lock left by a process that
 * died (a crash, SIGKILL) is taken over by one process at a time (removeStale), so two processes
 * taking over together cannot both win. After a crash the pid is often given to another process
 * (in a container, the next start gets the same small pid): a live pid whose start time is not
 * the recorded one is not the holder.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes a dead holder's lock. One process at a time does, the one that creates `file.takeover`
 * (O_EXCL): no other process can then replace the lock between our reading it and removing it,
 * since creating it needs it gone and removing it needs the marker. Without the marker, a process
 * that found the lock stale a moment late removed the lock another had just taken, and both ran.
 * A marker whose own maker died (a crash in these few lines) is removed for the next attempt.
 */
function removeStale(file: string, staleContent: string, mine: string): void {
  const marker = `${file}.takeover`;
  if (!create(marker, mine)) {
    const maker = readOrEmpty(marker);
    if (maker !== '' && !holderRuns(maker).runs) rmSync(marker, { force: true });
    else pause(20);
    return;
  }
  try {
    if (readOrEmpty(file) === staleContent) rmSync(file, { force: true });
  } finally {
    rmSync(marker, { force: true });
  }
}

/** Takes the folder's lock; returns a function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  const mine = identity(process.pid);
  for (let attempt = 0; attempt < 20; attempt++) {
    if (create(file, mine)) {
      return () => {
        if (readOrEmpty(file) === mine) rmSync(file, { force: true });
      };
    }
    const content = readOrEmpty(file);
    if (content === '') {
      // Created this instant and its pid not written yet: look again shortly.
      pause(50);
      continue;
    }
    if (content === mine) return () => rmSync(file, { force: true });
    const holder = holderRuns(content);
    if (holder.runs) {
      throw new DataDirLockedError(
        `${dataDir} is in use by process ${holder.pid} (a running Shastra server?). Stop it first, or use DATABASE_URL.`,
      );
    }
    removeStale(file, content, mine);
  }
  throw new DataDirLockedError(`${dataDir}: could not take its lock (other processes keep taking it).`);
}
