/** `npm start` / `npm run serve`: the one server process (site + documents API). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtDocumentsDir, builtImagesDir, videosDir } from '@shastra/content/locations';
import { artifactEditions, readArtifact, StaleContentError, type LoadedArtifact } from '@shastra/content/artifact/read';
import { buildApp } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { DataDirLockedError } from './feedback/dataDirLock.ts';
import { openFeedbackStore, type FeedbackStore } from './feedback/feedbackStore.ts';
import { inlineScriptHashes } from './pages/inlineScripts.ts';
import { loadPrerenderedPages, type PageRenderer, type SsrModule } from './pages/pageRoutes.ts';
import { describeStoreError } from './feedback/storeErrors.ts';
import { describePgliteError } from './feedback/sqlClient.ts';

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  console.error(`Configuration: ${(error as Error).message}`);
  process.exit(1);
}
if (!existsSync(config.ssrEntry)) {
  console.error('The site is not built yet: run `npm run build` (or `npm start`, which builds first).');
  process.exit(1);
}

// Content enters the site once, at build time: the server serves the compiled artifact, and only
// with pages rendered from that same artifact.
let content: LoadedArtifact;
try {
  content = readArtifact();
} catch (error) {
  if (!(error instanceof StaleContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const pages = loadPrerenderedPages(config.pagesDir);
if (pages.contentHash !== content.hash) {
  console.error(
    `web/dist was built from other content (${pages.contentHash.slice(0, 12)}) than content/dist holds ` +
      `(${content.hash.slice(0, 12)}): run \`npm run build\`.`,
  );
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
const template = readFileSync(join(config.clientDir, 'index.html'), 'utf8');
// The page renderer (React on the server, the search index) is loaded when the first search
// page is asked for: every other page was rendered by the build, and most processes never need it.
// React's production build: its development build checks every element and renders a results
// page in about twice the time.
process.env.NODE_ENV ??= 'production';
let renderer: Promise<PageRenderer> | undefined;
const render: PageRenderer = async (url) => {
  renderer ??= (import(pathToFileURL(config.ssrEntry).href) as Promise<SsrModule>).then(({ createRenderer }) =>
    createRenderer({
      template,
      editions: artifactEditions(content),
      ...(pages.dictionary ? { dictionaryUrl: pages.dictionary.url } : {}),
    }),
  );
  return (await renderer)(url);
};

const app = await buildApp({
  documents: content.documents,
  translatedDocuments: Object.fromEntries(
    Object.entries(content.editions).map(([locale, edition]) => [locale, edition.documents]),
  ),
  documentsDir: builtDocumentsDir,
  store,
  pages,
  renderPage: render,
  verseIndexes: Object.fromEntries(
    Object.entries(artifactEditions(content)).map(([locale, edition]) => [locale, edition.verseIndex]),
  ),
  sitePaths: content.pages.filter((page) => page.listed).map((page) => page.path),
  clientDir: config.clientDir,
  imagesDir: builtImagesDir,
  videosDir,
  siteUrl: content.site.site_url,
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
  inlineScriptHashes: inlineScriptHashes(template),
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
