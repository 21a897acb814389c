/**
 * Debian's Chromium and the flags it needs on a machine without a network beyond npm and apt (no
 * sandbox as root, no background connections): one list for every browser test and script.
 * docs/testing.md says why each is there.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
