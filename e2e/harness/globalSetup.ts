/**
 * Starts the one built server the browser tests share, on a free port, with its own store, and
 * hands its address to the test workers through the environment (they inherit it), with the
 * empty store the servers of the tests copy. The returned
 * function stops it when the run ends; if the run is killed, the server notices its parent is gone
 * and stops too. E2E_BASE_URL set beforehand runs the tests against that server instead.
 */
import { rmSync } from 'node:fs';
import { emptyStoreTemplate, startServer, STORE_TEMPLATE_ENV } from '../../scripts/lib/serverProcess.ts';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  // One empty store made here; every server a test starts (ownServer) copies it.
  process.env[STORE_TEMPLATE_ENV] = emptyStoreTemplate();
  const server = await startServer({
    // Tests send many feedback posts from one address.
    env: { FEEDBACK_RATE_LIMIT: '1000', LOG_LEVEL: 'warn' },
    timeoutMs: 120_000,
    echo: true,
  });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  };
}
