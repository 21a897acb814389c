/**
 * The one Fastify application: documents API, feedback, pages and static files. Everything it
 * needs arrives through `AppOptions`, so tests build it with fakes and `inject` requests.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import type { DocumentMap } from './documents/buildDocuments.ts';
import { registerDocumentRoutes, sendJsonError } from './documents/documentRoutes.ts';
import { prepareDocuments } from './documents/preparedDocuments.ts';
import type { FeedbackStore } from './feedback/feedbackStore.ts';
import { registerFeedbackRoutes } from './feedback/feedbackRoutes.ts';
import { registerPageRoutes, type PageRenderer } from './pages/pageRoutes.ts';
import { registerSecurity } from './security.ts';

export interface AppOptions {
  /** Every GET document (see buildDocuments); the page renderer reads the same map. */
  documents: DocumentMap;
  store: FeedbackStore;
  /** Renders pages; absent in API-only tests. */
  renderPage?: PageRenderer;
  /** Built browser files (web/dist/client); served with immutable caching under /assets. */
  clientDir?: string;
  imagesDir?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  feedbackRateLimitPerMinute?: number;
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    return503OnClosing: true,
    // Errors the router raises before any route runs (e.g. a URL that is not valid
    // percent-encoding) get the same JSON shape as every other error.
    frameworkErrors: (error, _request, reply) => sendJsonError(reply, 400, `Bad request: ${error.message}`),
  });

  await registerSecurity(app);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      status: 429,
    }),
  });
  // Pages and static files; documents carry their own pre-compressed bytes.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  registerDocumentRoutes(app, prepareDocuments(options.documents));
  registerFeedbackRoutes(app, { store: options.store, rateLimitPerMinute: options.feedbackRateLimitPerMinute ?? 5 });

  app.get('/healthz', async (_request, reply) => {
    const storeOk = await options.store.ping();
    return reply
      .code(storeOk ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: storeOk ? 'ok' : 'unavailable', store: options.store.kind });
  });

  if (options.imagesDir) {
    await app.register(fastifyStatic, {
      root: options.imagesDir,
      prefix: '/images/',
      decorateReply: false,
      index: false,
      // Image names are stable, not hashed: a day of caching, then revalidation by ETag.
      maxAge: '1d',
    });
  }
  let publicFiles = new Set<string>();
  if (options.clientDir && existsSync(options.clientDir)) {
    await app.register(fastifyStatic, {
      root: join(options.clientDir, 'assets'),
      prefix: '/assets/',
      index: false,
      // File names carry a content hash: they never change, so caches may keep them a year.
      maxAge: '365d',
      immutable: true,
    });
    // Top-level files (favicon, robots.txt...) are served by name; every other path is a page.
    publicFiles = new Set(
      readdirSync(options.clientDir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name !== 'index.html')
        .map((entry) => `/${entry.name}`),
    );
  }

  if (options.renderPage) registerPageRoutes(app, options.renderPage, { publicFiles, publicDir: options.clientDir });

  app.setNotFoundHandler((request, reply) =>
    sendJsonError(reply, 404, `Nothing at ${request.method} ${request.url.split('?')[0]}`),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'request failed');
      return sendJsonError(reply, 500, 'Something went wrong on our side.');
    }
    const messages: Record<number, string> = {
      400:
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The body is not valid JSON.'
          : error.message,
      413: `The body is larger than the ${16} KB limit.`,
      415: 'Send the feedback as application/json.',
    };
    return sendJsonError(reply, status, messages[status] ?? error.message);
  });

  return app;
}
