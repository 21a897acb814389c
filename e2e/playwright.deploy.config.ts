import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The deployment tests (e2e/deploy): the static export served by nginx, with the Node process
 * behind it for what writes and searches (harness/deploySetup.ts). `npm test -- deploy`.
 */
export default defineConfig({
  ...base,
  testDir: './deploy',
  globalSetup: './harness/deploySetup.ts',
});
