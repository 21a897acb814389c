/**
 * GET /search/verses?q=… : the verses whose words match a query, as JSON `{ query, hits }`. The
 * verses' index (about 300 KB compressed) stays on the server; the results page asks here as the
 * visitor types (docs/decisions.md, "Search, converter, script and theme"). Answers depend only on
 * the query and the build, so browsers and shared caches may keep them; the answers of the queries
 * asked last are kept prepared.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shastra/content/contract/locales';
import { MAX_QUERY_LENGTH, VERSE_SEARCH_PATH } from '@shastra/content/contract/search';
import { verseHits, type SearchIndex } from '@shastra/content/search';
import { prepare, RecentlyUsed, sendJsonError, sendPrepared, type PreparedBody } from '../http/prepared.ts';

const VERSE_SEARCH_CACHE_CONTROL = 'public, max-age=300, s-maxage=600';
/** Answers kept prepared: the queries asked last (a crowd on one query costs one search). */
const ANSWERS_KEPT = 500;

/**
 * `indexes`: each edition's verse index; `?lang=hi` searches the Hindi translations (and the
 * originals, which every edition shares).
 */
export function registerVerseSearch(app: FastifyInstance, indexes: Readonly<Partial<Record<Locale, SearchIndex>>>) {
  const answers = new RecentlyUsed<PreparedBody>(ANSWERS_KEPT);
  app.get(VERSE_SEARCH_PATH, (request, reply) => {
    const { q = '', lang = DEFAULT_LOCALE } = request.query as Record<string, unknown>;
    if (typeof q !== 'string') return sendJsonError(reply, 400, 'Give one query: ?q=word');
    const index = typeof lang === 'string' && isLocale(lang) ? indexes[lang] : undefined;
    if (!index)
      return sendJsonError(reply, 400, `No edition ${String(lang)}: lang is one of ${Object.keys(indexes).join(', ')}`);
    if (q.length > MAX_QUERY_LENGTH) {
      return sendJsonError(reply, 400, `A query is at most ${MAX_QUERY_LENGTH} characters`);
    }
    const body = answers.get(`${String(lang)} ${q}`, () => {
      const hits = q.trim() ? verseHits(index, q) : [];
      return prepare(Buffer.from(JSON.stringify({ query: q, hits })), {
        cacheControl: VERSE_SEARCH_CACHE_CONTROL,
        contentType: 'application/json; charset=utf-8',
        brotliQuality: 5,
      });
    });
    return sendPrepared(reply, body, request.headers);
  });
}
