/** `npm start` / `npm run serve`: the one server process (site + documents API). */
import { StaleContentError } from '@shastra/content/artifact/read';
import { buildApp } from './app.ts';
import { loadBuiltSite, NotBuiltError, type BuiltSite } from './builtSite.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { DataDirLockedError } from './feedback/dataDirLock.ts';
import { openFeedbackStore, type FeedbackStore } from './feedback/feedbackStore.ts';
import { describeStoreError } from './feedback/storeErrors.ts';
import { describePgliteError } from './feedback/sqlClient.ts';

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  console.error(`Configuration: ${(error as Error).message}`);
  process.exit(1);
}
let site: BuiltSite;
try {
  site = loadBuiltSite(config);
} catch (error) {
  if (!(error instanceof StaleContentError || error instanceof NotBuiltError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Until the app (and its logger) exists, a dropped database connection is reported on stderr.
let reportConnectionError = (error: Error) => console.error(`database connection lost: ${describeStoreError(error)}`);
let store: FeedbackStore;
try {
  store = await openFeedbackStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    salt: config.clientAddressSalt,
    onConnectionError: (error) => reportConnectionError(error),
  });
} catch (error) {
  // One line a person can act on: no stack trace, no user name, password or host.
  console.error(
    error instanceof DataDirLockedError
      ? error.message
      : config.databaseUrl
        ? `Could not open the feedback store on the PostgreSQL server of DATABASE_URL: ${describeStoreError(error)}`
        : `Could not open the feedback store (PGlite) in ${config.dataDir}: ${describePgliteError(error)}`,
  );
  process.exit(1);
}
const app = await buildApp({
  ...site.options,
  store,
  serveStatic: config.serveStatic,
  logger: {
    level: config.logLevel,
    // Never log message bodies, emails, cookies or tokens.
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'req.body'],
  },
  trustProxy: config.trustProxy,
  requestTimeoutMs: config.requestTimeoutMs,
  feedbackRateLimitPerMinute: config.feedbackRateLimitPerMinute,
  benchBaseline: config.benchBaseline,
  instance: config.instance,
});

reportConnectionError = (error) =>
  app.log.warn({ reason: describeStoreError(error) }, 'database connection lost; the next query opens a new one');

let closing = false;
/**
 * Stops accepting connections and finishes the requests in flight; connections still open after
 * SHUTDOWN_TIMEOUT_MS (a client that never finishes its request) are closed, so the process always
 * exits.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const deadline = setTimeout(() => {
    app.log.warn({ afterMs: config.shutdownTimeoutMs }, 'closing the connections still open');
    app.server.closeAllConnections();
  }, config.shutdownTimeoutMs);
  deadline.unref();
  await app.close();
  clearTimeout(deadline);
  await store.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// Started by a test harness over IPC: when that harness goes away (even killed), so does this
// server, so no test run leaves a server holding a port behind it.
process.on('disconnect', () => void shutdown('disconnect'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info({ store: store.kind, url: `http://${config.host}:${port}` }, 'Shastra is serving');
// PORT=0 picks a free port: a harness that started this process learns which one, and checks
// /healthz answers with this instance before it trusts the port.
process.send?.({ type: 'ready', port, instance: config.instance, pid: process.pid });
