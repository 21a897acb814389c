/**
 * POST /documents/savefeedback. Order of checks: XSRF (403), content type and encoding (415), body size (413),
 * JSON (400), fields (400), honeypot (silent 200), rate limit (429). Only a committed entry gets
 * 200; every rejection stores nothing. The rate limit counts accepted posts only: the store counts
 * a client's entries of the last minute as it stores the next one (see feedbackStore.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  FEEDBACK_BODY_LIMIT,
  FEEDBACK_BODY_MESSAGE,
  FEEDBACK_FIELD_MESSAGES,
  FEEDBACK_REQUIRED,
} from '@shastra/content/contract/feedback';
import { FEEDBACK_PATH } from '@shastra/content/contract/paths';
import { feedbackSchema } from '@shastra/content/schema';
import { sendJsonError } from '../http/prepared.ts';
import type { FeedbackStore } from './feedbackStore.ts';
import { xsrfTokensMatch } from './xsrf.ts';

export { FEEDBACK_BODY_LIMIT };

export interface FeedbackRouteOptions {
  store: FeedbackStore;
  /** Accepted feedback posts per client per minute. */
  rateLimitPerMinute: number;
}

export function registerFeedbackRoutes(app: FastifyInstance, options: FeedbackRouteOptions) {
  app.post(
    FEEDBACK_PATH,
    {
      bodyLimit: FEEDBACK_BODY_LIMIT,
      onRequest: async (request, reply) => {
        if (!xsrfTokensMatch(request)) {
          return sendJsonError(reply, 403, 'Missing or invalid XSRF token: reload the page and try again.');
        }
        const type = request.headers['content-type'] ?? '';
        if (!/^application\/json\s*(;|$)/i.test(type)) {
          return sendJsonError(reply, 415, 'Send the feedback as application/json.');
        }
        const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
        if (encoding !== 'identity') {
          return sendJsonError(
            reply,
            415,
            'The body is sent with a Content-Encoding the server does not read: send it uncompressed.',
          );
        }
      },
    },
    async (request, reply) => {
      const parsed = feedbackSchema.safeParse(request.body);
      if (!parsed.success) {
        const fields = [
          ...new Set(
            parsed.error.issues.flatMap((issue) =>
              issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'body')],
            ),
          ),
        ];
        const details = Object.fromEntries(fields.map((f) => [f, FEEDBACK_FIELD_MESSAGES[f] ?? FEEDBACK_BODY_MESSAGE]));
        return sendJsonError(reply, 400, FEEDBACK_REQUIRED, details);
      }
      const { email, message, website } = parsed.data;
      if (website) {
        // Honeypot filled in: a bot. Answer like a success so it learns nothing; store nothing.
        request.log.info({ event: 'feedback.honeypot' }, 'feedback dropped');
        return reply.code(200).header('cache-control', 'no-store').send({ ok: true });
      }
      const stored = await options.store.addWithinLimit(
        { email, message, clientAddress: request.ip },
        options.rateLimitPerMinute,
      );
      if ('limited' in stored) {
        reply.header('retry-after', String(stored.retryAfterSeconds));
        return sendJsonError(
          reply,
          429,
          `Too many messages from your address: ${options.rateLimitPerMinute} a minute at most. Try again in ${stored.retryAfterSeconds} seconds.`,
        );
      }
      request.log.info({ event: 'feedback.stored', id: stored.id }, 'feedback stored');
      return reply.code(200).header('cache-control', 'no-store').send({ ok: true });
    },
  );
}
