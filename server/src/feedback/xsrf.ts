/**
 * Double-submit XSRF protection (the cookie and header names are the contract's). The server
 * issues a random token in a readable, same-site cookie, on the token route the feedback form asks
 * before its first post (pages set no cookie: they are the same for everyone); the form copies it
 * into the header. A page on another site can neither read the cookie nor send the custom header
 * without a CORS preflight.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER as XSRF_HEADER_NAME, XSRF_TOKEN_PATH } from '@shastra/content/contract/feedback';

/** Node lowercases header names. */
const XSRF_HEADER = XSRF_HEADER_NAME.toLowerCase();
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newXsrfToken = () => randomBytes(32).toString('base64url');

function hasValidXsrfCookie(request: FastifyRequest): boolean {
  return TOKEN_SHAPE.test(request.cookies[XSRF_COOKIE] ?? '');
}

/** Gives the visitor a token unless they already hold a well-formed one. */
function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  if (hasValidXsrfCookie(request)) return;
  reply.setCookie(XSRF_COOKIE, newXsrfToken(), { path: '/', sameSite: 'strict', secure, httpOnly: false });
}

export function xsrfTokensMatch(request: FastifyRequest): boolean {
  const cookie = request.cookies[XSRF_COOKIE] ?? '';
  const header = request.headers[XSRF_HEADER];
  if (typeof header !== 'string' || !TOKEN_SHAPE.test(cookie) || header.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
}

/** GET the token route: sets the XSRF cookie when the visitor has none; never cached. */
export function registerXsrfTokenRoute(app: FastifyInstance) {
  app.get(XSRF_TOKEN_PATH, (request, reply) => {
    ensureXsrfCookie(request, reply, request.protocol === 'https');
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
