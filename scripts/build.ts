/**
 * `npm run build` (and so `npm start` and `npm test`'s build step): the content build, the web
 * build with its prerender, then the asset budgets. When no file of the repository has changed
 * since the last build that finished, it says so and does nothing: the prerender of every page
 * in both editions takes minutes, and `npm start` followed by `npm test` used to build twice.
 * `npm run build -- --force` builds anyway. docs/testing.md, "The build".
 *
 * What counts as a change: the bytes of every file git tracks or would track (untracked files not
 * ignored), so a new, edited, renamed or deleted file rebuilds; the lock file stands for
 * node_modules, and the Node version is part of the stamp. The stamp is written into both output
 * folders only after every step passed, and only if no file changed while it ran; it is removed
 * before a build starts, so a build that failed or was stopped, or an output folder removed,
 * always builds again. Outside a git checkout
 * there is nothing to compare, and it always builds.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '..');
const STAMP = '.build-inputs';
const stampFiles = [join(repoRoot, 'content', 'dist', STAMP), join(repoRoot, 'web', 'dist', STAMP)];

/** The hash of what the build reads, or undefined when this is not a git checkout. */
function inputsHash(): string | undefined {
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

const force = process.argv.includes('--force');
const inputs = inputsHash();
if (!force && inputs !== undefined && stampFiles.every((file) => readStamp(file) === inputs)) {
  console.log('build: no file changed since the last build, so it stands (`npm run build -- --force` builds anyway).');
  process.exit(0);
}

for (const file of stampFiles) rmSync(file, { force: true });
const steps: string[][] = [
  ['npm', 'run', 'build', '-w', '@shastra/content'],
  ['npm', 'run', 'build', '-w', '@shastra/web'],
  ['node', 'scripts/check-budgets.ts'],
];
for (const [command = '', ...args] of steps) {
  const { status, signal } = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (status !== 0) {
    if (signal) console.error(`build: ${args.join(' ')} was stopped by ${signal}`);
    process.exit(status ?? 1);
  }
}
// A file that changed while the build ran (an edit, or a generated file the build rewrote) may
// not be in the output: no stamp, so the next build runs again.
if (inputs !== undefined && inputsHash() === inputs) {
  for (const file of stampFiles) writeFileSync(file, `${inputs}\n`);
}
