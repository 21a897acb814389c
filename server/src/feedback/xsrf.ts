/**
 * Double-submit XSRF protection (spec: cookie XSRF-TOKEN, header X-XSRF-TOKEN). The server issues
 * a random token in a readable, same-site cookie; the page copies it into the header. A page on
 * another site can neither read the cookie nor send the custom header without a CORS preflight.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newXsrfToken = () => randomBytes(32).toString('base64url');

export function hasValidXsrfCookie(request: FastifyRequest): boolean {
  return TOKEN_SHAPE.test(request.cookies[XSRF_COOKIE] ?? '');
}

/** Gives the visitor a token unless they already hold a well-formed one. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  if (hasValidXsrfCookie(request)) return;
  reply.setCookie(XSRF_COOKIE, newXsrfToken(), { path: '/', sameSite: 'strict', secure, httpOnly: false });
}

export function xsrfTokensMatch(request: FastifyRequest): boolean {
  const cookie = request.cookies[XSRF_COOKIE] ?? '';
  const header = request.headers[XSRF_HEADER];
  if (typeof header !== 'string' || !TOKEN_SHAPE.test(cookie) || header.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
}
