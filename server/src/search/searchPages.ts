/**
 * /search?q=: the one page rendered per request, and so the one a flood of distinct queries could
 * turn against the rest of the site. Three rules keep it from doing so (docs/decisions.md, "A
 * flood of searches"):
 * - one render per turn of the event loop: every other request that arrived meanwhile is answered
 *   between two renders, so a page waits for one render at most, never for a queue of them;
 * - a bounded queue: past `maxWaiting` renders waiting, a query is answered 503 with Retry-After at
 *   once, so a flood costs a short answer per request instead of a render;
 * - each page compressed only in the encoding a client asks for, when first asked (brotli 5 or
 *   gzip 6, about a millisecond), and kept with the last `kept` pages, keyed by the query as the
 *   page reads it (trimmed, its spaces folded, cut to MAX_QUERY_LENGTH).
 */
import { MAX_QUERY_LENGTH } from '@shastra/content/contract/search';
import { preparedLazily, RecentlyUsed, type PreparedBody } from '../http/prepared.ts';

const SEARCH_CACHE_CONTROL = 'private, max-age=60';
const HTML = 'text/html; charset=utf-8';

/** The query as the results page reads it: two spellings that differ only in spaces are one page. */
export function searchKey(q: string): string {
  return q.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * What a visitor sees when searches are refused for a moment: a plain page that says so and offers
 * the same search again. `url` is the request's own path and query, which a browser sends
 * percent-encoded; any character that could end the attribute is encoded again.
 */
export function searchBusyPage(url: string): string {
  const again = url.replace(/[^\w\-./?=&%+~:]/g, (c) => encodeURIComponent(c));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Search is busy · Shastra</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#2b1d0e;background:#fdf8ef}a{color:#8a3b12}</style>
</head>
<body>
<main>
<h1>Search is busy</h1>
<p>More searches are arriving than the site can answer this second. Please try again in a moment; every other page works as usual.</p>
<p><a href="${again}">Search again</a> · <a href="/">Home</a></p>
</main>
</body>
</html>
`;
}

/** Thrown (as a rejection) when the queue is full: the caller answers 503. */
export class SearchBusyError extends Error {
  override name = 'SearchBusyError';
  readonly retryAfterSeconds = 2;
}

export interface RenderedSearch {
  status: number;
  body: PreparedBody;
}

export interface SearchPagesOptions {
  /** Renders the results page of a query ('' for the empty search page). */
  render: (query: string) => { status: number; html: string } | Promise<{ status: number; html: string }>;
  /** Renders that may wait for their turn; past this a query is answered 503. */
  maxWaiting?: number;
  /** Results pages kept after they are made. */
  kept?: number;
}

export function searchPages({ render, maxWaiting = 16, kept = 50 }: SearchPagesOptions) {
  const pages = new RecentlyUsed<Promise<RenderedSearch>>(kept);
  const waiting: (() => void)[] = [];
  let scheduled = false;

  /** Runs the first waiting render, then yields to the event loop before the next. */
  const runNext = () => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(runNext);
  };

  const renderInTurn = (key: string) =>
    new Promise<RenderedSearch>((resolve, reject) => {
      if (waiting.length >= maxWaiting) return reject(new SearchBusyError('too many searches waiting'));
      waiting.push(() => {
        Promise.resolve()
          .then(() => render(key))
          .then(
            (page) =>
              resolve({
                status: page.status,
                body: preparedLazily(Buffer.from(page.html), {
                  cacheControl: SEARCH_CACHE_CONTROL,
                  contentType: HTML,
                  brotliQuality: 5,
                }),
              }),
            reject,
          );
      });
      schedule();
    });

  return {
    /** The results page of `q`; concurrent asks for one query share one render; a failure is not kept. */
    get(q: string): Promise<RenderedSearch> {
      const key = searchKey(q);
      const page = pages.get(key, renderInTurn);
      page.catch(() => pages.delete(key));
      return page;
    },
  };
}
