/**
 * The feedback call's rules, shared by the form (web), the route (server) and the OpenAPI
 * description: the XSRF names, the size limits and what each refusal says. Free of zod, so the
 * browser can import it; the schema that applies these is feedbackSchema in ../schema.ts.
 */

/** Double-submit XSRF: the cookie the server sets and the header the page copies it into. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * Where the form asks for its XSRF cookie before its first post: pages are cacheable and the same
 * for every visitor, so they set no cookie themselves.
 */
export const XSRF_TOKEN_PATH = '/feedback/token';

/** The largest feedback body the server reads. */
export const FEEDBACK_BODY_LIMIT = 16 * 1024;
/** RFC 5321's longest address. */
export const FEEDBACK_EMAIL_MAX = 254;
export const FEEDBACK_MESSAGE_MAX = 5000;

/** What a 400 says, overall and per field (`details`). */
export const FEEDBACK_REQUIRED = 'Email and message are required.';
export const FEEDBACK_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  email: `Enter a valid email address of at most ${FEEDBACK_EMAIL_MAX} characters.`,
  message: `Write a message of 1 to ${FEEDBACK_MESSAGE_MAX} characters.`,
  website: 'Unexpected field.',
};
export const FEEDBACK_BODY_MESSAGE = 'Send a JSON object with email and message.';
