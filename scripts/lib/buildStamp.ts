/**
 * Whether the build in content/dist and web/dist was made from the repository as it is now
 * (scripts/build.ts writes the stamp; docs/testing.md, "The build"). The stamp is a hash of the
 * bytes of every file git tracks or would track (untracked files not ignored), so a new, edited,
 * renamed or deleted file changes it; the lock file stands for node_modules, and the Node version
 * is part of it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '..', '..');
const STAMP = '.build-inputs';
const stampFiles = [join(repoRoot, 'content', 'dist', STAMP), join(repoRoot, 'web', 'dist', STAMP)];

/** The hash of what the build reads, or undefined when this is not a git checkout. */
export function buildInputsHash(): string | undefined {
  let listing: string;
  try {
    listing = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
  const hash = createHash('sha256').update(`${process.version} ${process.arch}\0`);
  for (const file of [...new Set(listing.split('\0').filter(Boolean))].sort()) {
    const path = join(repoRoot, file);
    // Deleted from the working tree but still in the index: its absence is the change.
    hash
      .update(file)
      .update('\0')
      .update(existsSync(path) ? readFileSync(path) : '(deleted)')
      .update('\0');
  }
  return hash.digest('hex');
}

const readStamp = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);

/** True when both output folders carry the stamp of `inputs` (the repository as it is now). */
export function buildIsCurrent(inputs = buildInputsHash()): boolean {
  return inputs !== undefined && stampFiles.every((file) => readStamp(file) === inputs);
}

export function removeBuildStamp() {
  for (const file of stampFiles) rmSync(file, { force: true });
}

export function writeBuildStamp(inputs: string) {
  for (const file of stampFiles) writeFileSync(file, `${inputs}\n`);
}
