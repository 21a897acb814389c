/**
 * The one Fastify application: documents API, feedback, pages and static files. Everything it
 * needs arrives through `AppOptions`, so tests build it with fakes and `inject` requests.
 */
import { existsSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import { OPENAPI_KEY, type DocumentMap } from './documents/buildDocuments.ts';
import { registerDocumentRoutes, sendJsonError, sendPrepared } from './documents/documentRoutes.ts';
import { prepareDocuments } from './documents/preparedDocuments.ts';
import type { FeedbackStore } from './feedback/feedbackStore.ts';
import { FEEDBACK_BODY_LIMIT, registerFeedbackRoutes } from './feedback/feedbackRoutes.ts';
import { registerPageRoutes, type PageRenderer } from './pages/pageRoutes.ts';
import { robotsTxt, sitemapXml, sitePaths } from './pages/sitemap.ts';
import { clientErrorHandler, httpServerFactory, registerHostRule } from './httpServer.ts';
import { RequestLog } from './requestLog.ts';
import { registerSecurity, securityHeaders } from './security.ts';

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
  /** false, a hop count, or the proxies' addresses (config.ts, trustProxyFrom). */
  trustProxy?: false | number | string[];
  /** A request must arrive whole within this time, else 408 (default 15 s). */
  requestTimeoutMs?: number;
  feedbackRateLimitPerMinute?: number;
  /** The public origin (site.yaml `site_url`): serves /sitemap.xml and /robots.txt when set. */
  siteUrl?: string;
  /** Adds GET /__bench/baseline, a bare JSON answer `npm run bench` compares the documents with. */
  benchBaseline?: boolean;
  /** Reported by /healthz: lets a test harness check it reached its own server. */
  instance?: string;
  /** CSP hashes of the page template's inline scripts (see pages/inlineScripts.ts). */
  inlineScriptHashes?: readonly string[];
}

/** A hop count becomes "trust the nearest n hops"; addresses are passed on as they are. */
function trustedProxies(trust: false | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(options: AppOptions) {
  const app = Fastify<Server>({
    // Logs keep method, path and status: no client addresses, bodies, emails or cookies.
    logger: options.logger ?? false,
    // One line per request, written when it is answered, instead of Fastify's two.
    logController: new RequestLog(),
    trustProxy: trustedProxies(options.trustProxy ?? false),
    return503OnClosing: true,
    serverFactory: httpServerFactory({ requestTimeoutMs: options.requestTimeoutMs ?? 15_000 }),
    // Errors the router raises before any route runs (e.g. a URL that is not valid
    // percent-encoding) get the same JSON shape as every other error.
    frameworkErrors: (error, _request, reply) => sendJsonError(reply, 400, `Bad request: ${error.message}`),
    // Bytes Node's HTTP parser rejects never reach a route: answer them in the same JSON shape.
    clientErrorHandler: clientErrorHandler(securityHeaders(options.inlineScriptHashes)),
  });

  // Set before any route: a route keeps the error handler in force when it is declared, and an
  // awaited register() below would otherwise freeze the default one into earlier routes.
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
      413: `The body is larger than the ${FEEDBACK_BODY_LIMIT / 1024} KB limit.`,
      415: /encoding/i.test(error.message)
        ? 'The body is sent with a Content-Encoding the server does not read: send it uncompressed.'
        : 'Send the feedback as application/json.',
    };
    return sendJsonError(reply, status, messages[status] ?? error.message);
  });

  registerSecurity(app, options.inlineScriptHashes);
  registerHostRule(app);

  const prepared = prepareDocuments(options.documents);
  const openApi = prepared.get(OPENAPI_KEY);
  if (openApi) app.get(`/documents/${OPENAPI_KEY}`, (request, reply) => sendPrepared(reply, openApi, request.headers));
  registerDocumentRoutes(app, prepared);
  if (options.benchBaseline) app.get('/__bench/baseline', (_request, reply) => reply.send({ ok: true }));

  app.get('/healthz', async (_request, reply) => {
    const storeOk = await options.store.ping();
    return reply
      .code(storeOk ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: storeOk ? 'ok' : 'unavailable',
        store: options.store.kind,
        ...(options.instance ? { instance: options.instance } : {}),
      });
  });

  // Feedback, pages and static files need cookies (XSRF) and compression; the documents above
  // carry their own pre-compressed bytes and read no cookies, so they skip both hooks.
  await app.register(async (scope) => {
    await scope.register(cookie);
    await scope.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    registerFeedbackRoutes(scope, {
      store: options.store,
      rateLimitPerMinute: options.feedbackRateLimitPerMinute ?? 5,
    });
    if (options.imagesDir) {
      await scope.register(fastifyStatic, {
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
      await scope.register(fastifyStatic, {
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

    if (options.siteUrl) {
      const sitemap = sitemapXml(options.siteUrl, sitePaths(options.documents));
      const robots = robotsTxt(options.siteUrl);
      const cache = 'public, max-age=3600';
      scope.get('/sitemap.xml', (_request, reply) =>
        reply.header('cache-control', cache).type('application/xml; charset=utf-8').send(sitemap),
      );
      scope.get('/robots.txt', (_request, reply) =>
        reply.header('cache-control', cache).type('text/plain; charset=utf-8').send(robots),
      );
    }
    if (options.renderPage)
      registerPageRoutes(scope, options.renderPage, { publicFiles, publicDir: options.clientDir });
  });

  return app;
}
