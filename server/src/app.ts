/**
 * The one Fastify application: documents API, feedback, pages and static files. Everything it
 * needs arrives through `AppOptions`, so tests build it with fakes and `inject` requests.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import type { Locale } from '@shastra/content/contract/locales';
import type { DocumentMap } from '@shastra/content/documents';
import type { SearchIndex } from '@shastra/content/search';
import { registerDocumentRoutes } from './documents/documentRoutes.ts';
import type { FeedbackStore } from './feedback/feedbackStore.ts';
import { FEEDBACK_BODY_LIMIT, registerFeedbackRoutes } from './feedback/feedbackRoutes.ts';
import { registerXsrfTokenRoute } from './feedback/xsrf.ts';
import { clientErrorHandler, httpServerFactory, registerHostRule } from './http/httpServer.ts';
import { sendJsonError } from './http/prepared.ts';
import { loggableError, RequestLog } from './http/requestLog.ts';
import { StaticFiles } from './http/staticFiles.ts';
import { contentSecurityPolicy, dataSecurityHeaders, registerSecurity } from './http/security.ts';
import { registerPageRoutes, type PageRenderer, type PrerenderedPages } from './pages/pageRoutes.ts';
import { robotsTxt, sitemapXml } from './pages/sitemap.ts';
import { videoFramePages } from './pages/videoFrames.ts';
import { registerVerseSearch } from './search/verseSearchRoute.ts';

export interface AppOptions {
  /** Every GET document (the content artifact's); the pages were rendered from the same. */
  documents: DocumentMap;
  /** The other editions' documents, served at /documents/{locale}/{key} (contract/locales.ts). */
  translatedDocuments?: Readonly<Partial<Record<Locale, DocumentMap>>>;
  /** The documents' compressed forms made by the build (content/dist/documents). */
  documentsDir?: string;
  store: FeedbackStore;
  /** The prerendered pages (web/dist/pages); absent in API-only tests. */
  pages?: PrerenderedPages;
  /** Renders what is not prerendered (/search?q=). */
  renderPage?: PageRenderer;
  /** Each edition's verses' search index: serves GET /search/verses when given. */
  verseIndexes?: Readonly<Partial<Record<Locale, SearchIndex>>>;
  /** Every page's path, for the sitemap. */
  sitePaths?: readonly string[];
  /** Built browser files (web/dist/client); served with immutable caching under /assets. */
  clientDir?: string;
  imagesDir?: string;
  /** Videos of the site's own, served at /videos/ when the folder exists. */
  videosDir?: string;
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
  /**
   * False: only the answers that need a process (feedback, /search, verse search, the go-to-verse
   * redirect, /healthz); pages, documents and build files come from a static host (docs/deploy.md).
   */
  serveStatic?: boolean;
  /** CSP hashes of the page template's inline scripts (see pages/inlineScripts.ts). */
  inlineScriptHashes?: readonly string[];
}

/** The site's icon, as every page links it (web/index.html). */
const FAVICON = '/images/site/favicon.svg';

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
    frameworkErrors: (error, _request, reply) => {
      void sendJsonError(reply, 400, `Bad request: ${error.message}`);
    },
    // Bytes Node's HTTP parser rejects never reach a route: answer them in the same JSON shape,
    // with the headers of any other JSON answer.
    clientErrorHandler: clientErrorHandler(dataSecurityHeaders()),
  });

  // Set before any route: a route keeps the error handler in force when it is declared, and an
  // awaited register() below would otherwise freeze the default one into earlier routes.
  app.setNotFoundHandler((request, reply) =>
    sendJsonError(reply, 404, `Nothing at ${request.method} ${request.url.split('?')[0]}`),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return sendJsonError(reply, 500, 'Something went wrong on our side.');
    }
    const messages: Record<number, string> = {
      400:
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The body is not valid JSON.'
          : error.message,
      413: `The body is larger than the ${FEEDBACK_BODY_LIMIT / 1024} KB limit.`,
      415: 'Send the feedback as application/json.',
    };
    return sendJsonError(reply, status, messages[status] ?? error.message);
  });

  registerSecurity(app, options.inlineScriptHashes);
  registerHostRule(app);

  const serveStatic = options.serveStatic ?? true;
  if (serveStatic) registerDocumentRoutes(app, options.documents, options.documentsDir, options.translatedDocuments);
  if (options.benchBaseline) app.get('/__bench/baseline', (_request, reply) => reply.send({ ok: true }));

  app.get('/healthz', async (request, reply) => {
    const health = await options.store.health();
    // Why the store cannot write is for the operator's log, not for whoever asked.
    if (!health.ok) request.log.warn({ reason: health.reason }, 'the feedback store cannot write');
    const storeOk = health.ok;
    return reply
      .code(storeOk ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: storeOk ? 'ok' : 'unavailable',
        store: options.store.kind,
        ...(options.instance ? { instance: options.instance } : {}),
      });
  });

  // Feedback and its token need cookies (XSRF); the documents above and the pages below carry
  // their own pre-compressed bytes and read no cookies, so they skip the cookie parser.
  await app.register(async (scope) => {
    await scope.register(cookie);
    registerXsrfTokenRoute(scope);
    registerFeedbackRoutes(scope, {
      store: options.store,
      rateLimitPerMinute: options.feedbackRateLimitPerMinute ?? 5,
    });
  });

  // The build's files, from an index made now (http/staticFiles.ts); videos, which browsers ask
  // for in ranges, from disk. Anything else answered here without its own encoding (the sitemap,
  // verse search) is compressed on the fly.
  const staticFiles = new StaticFiles();
  if (serveStatic && options.clientDir) {
    // File names carry a content hash: they never change, so caches may keep them a year.
    staticFiles.add({
      dir: join(options.clientDir, 'assets'),
      prefix: '/assets/',
      cacheControl: 'public, max-age=31536000, immutable',
      recursive: true,
    });
    // The client build's top-level files and icons: the service worker must be seen new at once.
    staticFiles.add({
      dir: options.clientDir,
      prefix: '/',
      cacheControl: (name) => (name === 'sw.js' ? 'no-cache' : 'public, max-age=86400'),
      recursive: false,
      exclude: ['index.html'],
    });
    staticFiles.add({
      dir: join(options.clientDir, 'icons'),
      prefix: '/icons/',
      cacheControl: 'public, max-age=86400',
      recursive: false,
    });
  }
  if (serveStatic && options.imagesDir) {
    // Image names are stable, not hashed: a day of caching, then revalidation by ETag.
    staticFiles.add({
      dir: options.imagesDir,
      prefix: '/images/',
      cacheControl: 'public, max-age=86400',
      recursive: true,
    });
  }
  await app.register(async (scope) => {
    await scope.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    for (const prefix of ['/assets/*', '/images/*']) {
      scope.get(prefix, (request, reply) => {
        if (!staticFiles.send(reply, request.url.split('?', 1)[0] ?? '', request.headers)) return reply.callNotFound();
        return reply;
      });
    }
    if (options.videosDir && existsSync(options.videosDir)) {
      await scope.register(fastifyStatic, {
        root: options.videosDir,
        prefix: '/videos/',
        decorateReply: false,
        index: false,
        // Video is compressed already; browsers ask for ranges as they play, which this answers.
        maxAge: '1d',
      });
    }

    // Browsers and crawlers ask for /favicon.ico whatever a page links; the site's icon is an SVG.
    scope.get('/favicon.ico', (_request, reply) =>
      reply.code(301).header('location', FAVICON).header('cache-control', 'public, max-age=86400').send(),
    );

    if (serveStatic && options.siteUrl && options.sitePaths) {
      const sitemap = sitemapXml(options.siteUrl, options.sitePaths);
      const robots = robotsTxt(options.siteUrl);
      const cache = 'public, max-age=3600';
      scope.get('/sitemap.xml', (_request, reply) =>
        reply.header('cache-control', cache).type('application/xml; charset=utf-8').send(sitemap),
      );
      scope.get('/robots.txt', (_request, reply) =>
        reply.header('cache-control', cache).type('text/plain; charset=utf-8').send(robots),
      );
    }
    if (options.verseIndexes) registerVerseSearch(scope, options.verseIndexes);
    if (options.pages) {
      const policies = new Map(
        [...videoFramePages(options.documents)].map(([path, origin]) => [
          path,
          contentSecurityPolicy(options.inlineScriptHashes, origin),
        ]),
      );
      registerPageRoutes(scope, {
        pages: options.pages,
        render: options.renderPage,
        staticFiles,
        policies,
        onlyDynamic: !serveStatic,
      });
    }
  });

  return app;
}
