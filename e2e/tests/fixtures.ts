/**
 * Playwright fixtures. `ownServer`: a built server of the test's own, with a fresh store, for tests
 * that count what was stored. A fixture is torn down whatever happens to the test (a failure, a
 * timeout), so the server never outlives it.
 */
import { rmSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { startServer, type ServerProcess } from '../../scripts/lib/serverProcess.ts';

export const test = base.extend<{ ownServer: ServerProcess }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a fixture needs from this pattern
    async ({}, use) => {
      const server = await startServer({ timeoutMs: 75_000 });
      try {
        await use(server);
      } finally {
        await server.stop();
        rmSync(server.dataDir, { recursive: true, force: true });
      }
    },
    // Its own time, apart from the test's: a server starting on a loaded machine (it once took over
    // 45 s with both cores busy) must not use up the test's minute.
    { timeout: 90_000 },
  ],
});

export { expect } from '@playwright/test';
