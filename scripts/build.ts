/**
 * `npm run build` (and so `npm start` and `npm test`'s build step): the content build, the web
 * build with its prerender, then the asset budgets. When no file of the repository has changed
 * since the last build that finished, it says so and does nothing: the prerender of every page
 * in both editions takes minutes, and `npm start` followed by `npm test` used to build twice.
 * `npm run build -- --force` builds anyway. docs/testing.md, "The build".
 *
 * The stamp (./lib/buildStamp.ts) is written into both output folders only after every step
 * passed, and only if no file changed while it ran; it is removed before a build starts, so a
 * build that failed or was stopped, or an output folder removed, always builds again. Outside a
 * git checkout there is nothing to compare, and it always builds.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildInputsHash, buildIsCurrent, removeBuildStamp, writeBuildStamp } from './lib/buildStamp.ts';

const repoRoot = join(import.meta.dirname, '..');
const inputs = buildInputsHash();
if (!process.argv.includes('--force') && buildIsCurrent(inputs)) {
  console.log('build: no file changed since the last build, so it stands (`npm run build -- --force` builds anyway).');
  process.exit(0);
}

removeBuildStamp();
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
if (inputs !== undefined && buildInputsHash() === inputs) writeBuildStamp(inputs);
