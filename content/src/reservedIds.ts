/**
 * Paths the site and the API fix, which no category or grouping item may take. Kept free of zod
 * so the browser bundle can import it.
 */

/** Routes of the site that are not built from categories. */
export const STATIC_ROUTES = ['/', '/quiz', '/saptarishi', '/decoration', '/devi', '/api', '/search'];

/** Document paths the API fixes (spec section 7). */
export const RESERVED_DOCUMENT_IDS = [
  'facts',
  'info',
  'quiz',
  'saptarishis',
  'savefeedback',
  'openapi',
  'hymns',
  'themes',
];

/** The shape of every content id (the schema's idSchema): lowercase words joined by underscores. */
export const CONTENT_ID = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/** Whether `id` can name a category or a grouping item (and so a listing). */
export function isListingId(id: string): boolean {
  return CONTENT_ID.test(id) && !RESERVED_DOCUMENT_IDS.includes(id) && !STATIC_ROUTES.includes(`/${id}`);
}
