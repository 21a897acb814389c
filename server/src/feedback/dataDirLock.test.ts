import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './dataDirLock.ts';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'shastra-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A pid no process has: above Linux's largest. */
const DEAD_PID = 4_194_305;

/**
 * A separate process that, once ready, tries `lockDataDir` on `go`, reports the outcome and then
 * holds on (the lock with it) until killed: all contenders start together, and every one has tried
 * before any winner lets go, however slowly the processes start.
 */
function lockInChild(dir: string): {
  ready: Promise<void>;
  go: () => void;
  outcome: Promise<string>;
  kill: () => void;
} {
  const script = `
    import { lockDataDir } from ${JSON.stringify(new URL('./dataDirLock.ts', import.meta.url).href)};
    console.log('ready');
    process.stdin.once('data', () => {
      try { lockDataDir(process.argv[1]); console.log('locked'); }
      catch (error) { console.log(error.name); }
    });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, dir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  const lines = () => out.split('\n').filter(Boolean);
  const waiting: Array<() => void> = [];
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    waiting.forEach((check) => check());
  });
  const waitFor = (count: number) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (lines().length >= count) resolve(lines()[count - 1] ?? '');
      };
      waiting.push(check);
      child.on('error', reject);
      child.on('exit', () => resolve(lines()[count - 1] ?? 'exited'));
      check();
    });
  return {
    ready: waitFor(1).then(() => undefined),
    go: () => child.stdin.write('go\n'),
    outcome: waitFor(2),
    kill: () => child.kill('SIGKILL'),
  };
}

describe('the data folder lock', () => {
  it('is refused while a live process holds it, and given back on release', () => {
    const dir = folder();
    writeFileSync(join(dir, 'shastra.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    rmSync(join(dir, 'shastra.lock'));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'shastra.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`));
    release();
    expect(existsSync(join(dir, 'shastra.lock'))).toBe(false);
  });

  it('is refused while a live server holds it (its pid and start time)', async () => {
    const dir = folder();
    const holder = lockInChild(dir);
    await holder.ready;
    holder.go();
    expect(await holder.outcome).toBe('locked');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    holder.kill();
  });

  it('is taken over when its pid now belongs to another process (a pid reused after a crash)', async () => {
    const dir = folder();
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    await new Promise((resolve) => other.once('spawn', resolve));
    try {
      // What a server that crashed left, its pid since given to an unrelated process: the
      // recorded start time is not that process's.
      writeFileSync(join(dir, 'shastra.lock'), `${other.pid} 1`);
      const release = lockDataDir(dir);
      expect(readFileSync(join(dir, 'shastra.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
      release();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('is taken over from a process that died', () => {
    const dir = folder();
    writeFileSync(join(dir, 'shastra.lock'), String(DEAD_PID));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'shastra.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    release();
  });

  it('goes to exactly one of several processes starting at once, also over a dead holder', async () => {
    for (const stale of [false, true]) {
      const dir = folder();
      if (stale) writeFileSync(join(dir, 'shastra.lock'), String(DEAD_PID));
      const children = Array.from({ length: 6 }, () => lockInChild(dir));
      await Promise.all(children.map((child) => child.ready));
      children.forEach((child) => child.go());
      const outcomes = await Promise.all(children.map((child) => child.outcome));
      children.forEach((child) => child.kill());
      expect(
        outcomes.filter((o) => o === 'locked'),
        outcomes.join(),
      ).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'DataDirLockedError')).toHaveLength(5);
    }
  });
});
