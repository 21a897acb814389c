/**
 * POST /documents/savefeedback. Order of checks: XSRF (403), content type (415), body size (413),
 * JSON (400), fields (400), honeypot (silent 200), rate limit (429). Only a committed entry gets
 * 200; every rejection stores nothing. The rate limit counts accepted posts only: the store counts
 * a client's entries of the last minute as it stores the next one (see feedbackStore.ts).
 */
import type { FastifyInstance } from 'fastify';
import { feedbackSchema } from '@shastra/content/schema';
import { sendJsonError } from '../documents/documentRoutes.ts';
import type { FeedbackStore } from './feedbackStore.ts';
import { xsrfTokensMatch } from './xsrf.ts';

export const FEEDBACK_BODY_LIMIT = 16 * 1024;

export interface FeedbackRouteOptions {
  store: FeedbackStore;
  /** Accepted feedback posts per client per minute. */
  rateLimitPerMinute: number;
}

const FIELD_MESSAGES: Record<string, string> = {
  email: 'Enter a valid email address of at most 254 characters.',
  message: 'Write a message of 1 to 5000 characters.',
  website: 'Unexpected field.',
};

export function registerFeedbackRoutes(app: FastifyInstance, options: FeedbackRouteOptions) {
  app.post(
    '/documents/savefeedback',
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
        const details = Object.fromEntries(
          fields.map((f) => [f, FIELD_MESSAGES[f] ?? 'Send a JSON object with email and message.']),
        );
        return sendJsonError(reply, 400, 'Email and message are required.', details);
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
