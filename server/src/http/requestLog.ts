/**
 * One log line per answered request: method, path (never the query, which may hold an address),
 * status and time taken. Nothing about the client: no address, cookie, header or body. At debug
 * level a line also marks a request's arrival (its headers read, the body perhaps still coming).
 * Fastify's own two lines per request (incoming, completed) are replaced by these.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const pathOf = (url: string) => url.split('?', 1)[0];

/**
 * What of an error may be logged: its kind, code, message and stack. Never the whole object:
 * PGlite's and pg's errors carry the failed query's values (`params`: a visitor's email and
 * message, the client hash) and PostgreSQL's `detail` may quote the row.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: error.stack,
  };
}

export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ method: request.method, path: pathOf(request.url) }, 'request received');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: loggableError(error) }, 'request failed while answering');
    else reply.log.info(line, 'request');
  }
}
