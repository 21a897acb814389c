import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium.ts';

// scripts/share-images.ts reads the flags from here (and draws in the full browser).
export { CHROMIUM_ARGS };

/*
 * Timeouts are sized for a busy two-core machine (a competing process on one core, two workers
 * with a Chromium each on the other): measured test durations there, with about three times the
 * headroom. No test waits a fixed time; they wait for events or run Playwright's clock.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './harness/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    // Set by harness/globalSetup.ts before the workers start (or by whoever runs the tests).
    baseURL: process.env.E2E_BASE_URL,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    navigationTimeout: 30_000,
    trace: 'off',
    // Tests that fake /documents answers must not meet a service worker's cache; offline.spec.ts
    // turns it back on.
    serviceWorkers: 'block',
  },
});
