/**
 * Security headers for every answer, computed once and set with one call per request (cheaper
 * than a chain of middlewares on the hot path), plus HSTS when the request arrived over TLS.
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

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

export function securityHeaders(scriptHashes: readonly string[] = []): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
}

export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurity(app: FastifyInstance, scriptHashes: readonly string[] = []) {
  const headers = securityHeaders(scriptHashes);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
