/**
 * The HTTP/1.1 server under Fastify and what happens below the routes: timeouts for slow or
 * silent clients, the one-Host-header rule, and JSON answers (with the security headers) for
 * bytes Node's parser rejects before any route runs.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sendJsonError } from './prepared.ts';

export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within this time; else 408. */
  requestTimeoutMs: number;
}

/**
 * Node's HTTP server with the timeouts set: a request whose body never comes (or trickles a byte
 * at a time) is answered 408 and its socket closed once `requestTimeoutMs` has passed, checked
 * every second. Requests without a Host header are let through to the routes, which answer them
 * in JSON (below), instead of Node's bare 400.
 */
export function httpServerFactory(timeouts: HttpTimeouts) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void): Server =>
    createServer(
      {
        requestTimeout: timeouts.requestTimeoutMs,
        headersTimeout: Math.min(timeouts.requestTimeoutMs, 10_000),
        keepAliveTimeout: 5_000,
        connectionsCheckingInterval: 1_000,
        requireHostHeader: false,
      },
      handler,
    );
}

/** How long a refused client's socket stays open after its answer was written. */
const CLOSE_AFTER_ANSWER_MS = 300;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Answers what Node's parser refused (malformed bytes, headers too large, a request that took too
 * long) in the API's JSON shape, with the security headers every answer carries, then closes.
 */
export function clientErrorHandler(securityHeaders: Readonly<Record<string, string>>) {
  return (error: Error, socket: Socket) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const message =
      status === 431
        ? 'The request headers are too large.'
        : status === 408
          ? 'The request did not arrive in time.'
          : 'Malformed HTTP request.';
    const body = JSON.stringify({ error: message, status });
    const headers = Object.entries(securityHeaders)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\n${headers}Cache-Control: no-store\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    // end() only half-closes: the socket, and its file descriptor, would stay until the client
    // closes its side, which a silent client never does. The answer gets a moment to arrive (closing
    // at once can reset it away while the client is still sending), then the socket goes.
    const timer = setTimeout(() => socket.destroy(), CLOSE_AFTER_ANSWER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}

/**
 * RFC 9112, 3.2: an HTTP/1.1 request carries exactly one Host header; one without it or with two
 * gets 400 (as JSON, after the security headers are set).
 */
export function registerHostRule(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw.rawHeaders;
    let hosts = 0;
    for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') hosts++;
    if (hosts === 1 || (hosts === 0 && request.raw.httpVersion === '1.0')) return done();
    void sendJsonError(
      reply.header('connection', 'close'),
      400,
      hosts === 0 ? 'The request has no Host header.' : 'The request has more than one Host header.',
    );
  });
}
