/**
 * Pages compressed against the pages' dictionary (web/scripts/pageDictionary.ts; docs/decisions.md,
 * "Quality budgets"). The build wrote the dictionary and, beside each
 * page, its `dcz` form. A browser that holds the dictionary names it in Available-Dictionary and
 * offers `dcz`; it then gets the page in a few kilobytes instead of fifteen. Any other request, or
 * one naming another dictionary (an older build's), gets brotli or gzip as before.
 */
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { offeredCodings } from '../http/negotiate.ts';
import { etagMatches, preparedFromFiles, sendPrepared, type PreparedBody, type RecentFiles } from '../http/prepared.ts';

/** What a browser may use the dictionary for: the site's pages, when navigated to. */
const USE_AS_DICTIONARY = 'match="/*", match-dest=("document")';
/** Page answers differ by the dictionary a browser holds: caches keep them apart. */
export const PAGE_VARY = 'Accept-Encoding, Available-Dictionary';
const DICTIONARY_CACHE_CONTROL = 'public, max-age=31536000, immutable';

interface RequestHeaders {
  'if-none-match'?: string | undefined;
  'accept-encoding'?: string | string[] | undefined;
  'available-dictionary'?: string | string[] | undefined;
}

export interface PagesDictionaryIndex {
  /** Where the dictionary is served (named by its hash, so cached for good). */
  url: string;
  /** Its SHA-256, as a browser holding it sends it in Available-Dictionary. */
  availableDictionary: string;
  /** Its file in the pages folder. */
  file: string;
}

export function pagesDictionary(
  index: PagesDictionaryIndex,
  dictionaryHash: string,
  dir: string,
  recent: RecentFiles,
  cacheControl: string,
) {
  const dictionary: PreparedBody = preparedFromFiles(
    join(dir, index.file),
    dictionaryHash,
    { cacheControl: DICTIONARY_CACHE_CONTROL, contentType: 'text/plain; charset=utf-8' },
    recent,
  );
  return {
    url: index.url,
    /** Sends the dictionary itself, marked for the browser to keep as one. */
    sendDictionary(reply: FastifyReply, headers: RequestHeaders) {
      return sendPrepared(reply.header('use-as-dictionary', USE_AS_DICTIONARY), dictionary, headers);
    },
    /**
     * Sends the page's dcz form when the request can take it (`file` is the page's HTML file,
     * `hash` its validator); returns false when it cannot, for the caller to send another encoding.
     */
    sendCompressed(reply: FastifyReply, file: string, hash: string, headers: RequestHeaders, status = 200): boolean {
      if (
        headers['available-dictionary'] !== index.availableDictionary ||
        !((offeredCodings(headers['accept-encoding']).get('dcz') ?? 0) > 0)
      ) {
        return false;
      }
      const etag = `"${hash}-dcz"`;
      const common = { etag, 'cache-control': cacheControl, vary: PAGE_VARY };
      if (status === 200 && etagMatches(headers['if-none-match'], etag)) {
        void reply.code(304).headers(common).send();
        return true;
      }
      void reply
        .code(status)
        .headers({ ...common, 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'dcz' })
        .send(recent.read(`${file}.dcz`));
      return true;
    },
  };
}

export type PagesDictionary = ReturnType<typeof pagesDictionary>;
