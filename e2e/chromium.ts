/**
 * Debian's Chromium and the flags it needs on a machine without a network beyond npm and apt (no
 * sandbox as root, no background connections): one list for every browser test and script.
 * docs/testing.md says why each is there.
 */
import { existsSync } from 'node:fs';

/** Debian's Chromium: what the page budgets count bytes in, and the benchmarks measure in. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The browser tests, and the page budgets' Lighthouse scores, use Debian's headless shell when it
 * is there (scripts/ensure-chromium.sh installs it beside the full browser): the same engine without the desktop browser around it,
 * which starts and opens pages about 1.7 times faster on two cores. What a page costs is measured
 * in the full browser only: the shell loads lazy images from further below the fold.
 * docs/testing.md has the measurements.
 */
export const TEST_CHROMIUM_PATH = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
