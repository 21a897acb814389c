/**
 * Security headers, computed once: nosniff and the resource policy on every answer, the document
 * headers (CSP, framing, permissions...) on everything a browser may treat as a document, with a
 * policy that allows nothing on data answers, and HSTS when the request arrived over TLS.
 */
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy. Scripts come from this origin, plus the inline scripts of the page
 * template, each allowed by its hash (`scriptHashes`, e.g. "'sha256-…'"); never 'unsafe-inline'.
 * No page may be framed or hold a frame, except a page with a provider's video, which may hold
 * that provider's player (`frameOrigin`, pages/videoFrames.ts).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = [], frameOrigin?: string): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    // React writes a few style attributes (animation delays); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    frameOrigin ? `frame-src ${frameOrigin}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of a data answer (JSON, plain text): opened in a tab it is a document, but one that
 * loads and runs nothing, so nothing is allowed. About 450 bytes fewer than a page's policy on
 * each API answer (every page fetches the facts).
 */
const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const DATA_ANSWER = /^(application\/json|text\/plain)\b/;

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** Headers every answer carries: what a browser must not guess, and who may embed it. */
const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** Headers that act only on a document (a page, an SVG opened on its own, a worker, an API answer). */
function documentHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
}

/** Every security header of a data answer (JSON, plain text): the document headers with the data policy. */
export function dataSecurityHeaders(): Readonly<Record<string, string>> {
  return { ...documentHeaders([]), 'content-security-policy': DATA_CONTENT_SECURITY_POLICY, ...EVERY_ANSWER };
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Files a browser never treats as a document: fonts, scripts other than the service worker, raster
 * images, stylesheets, the web manifest. The document headers would do nothing on them and cost
 * about 900 bytes each (a page loads twenty of them). SVG, HTML, JSON and anything not listed get
 * every header.
 */
const INERT_ASSET = /^(font\/|image\/(?!svg)|text\/css|(application|text)\/javascript|application\/manifest\+json)/;
const SERVICE_WORKER = '/sw.js';

export function registerSecurity(app: FastifyInstance, scriptHashes: readonly string[] = []) {
  const forDocuments = Object.entries(documentHeaders(scriptHashes));
  const forData = Object.entries(dataSecurityHeaders()).filter(([name]) => !(name in EVERY_ANSWER));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(EVERY_ANSWER);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!INERT_ASSET.test(type) || request.url.split('?')[0] === SERVICE_WORKER) {
      // A route may have set its own policy (a page that holds a video player).
      const headers = DATA_ANSWER.test(type) ? forData : forDocuments;
      for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
