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
import { DEFAULT_LOCALE, localePath, type Locale } from '@shastra/content/contract/locales';
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
const BUSY_TEXT: Readonly<Record<Locale, { title: string; body: string; again: string; home: string }>> = {
  en: {
    title: 'Search is busy',
    body: 'More searches are arriving than the site can answer this second. Please try again in a moment; every other page works as usual.',
    again: 'Search again',
    home: 'Home',
  },
  hi: {
    title: 'खोज अभी व्यस्त है',
    body: 'इस समय साइट जितनी खोजों का उत्तर दे सकती है, उससे अधिक खोजें आ रही हैं। कृपया थोड़ी देर में फिर से खोजें; बाकी सभी पृष्ठ सामान्य रूप से खुल रहे हैं।',
    again: 'फिर से खोजें',
    home: 'मुखपृष्ठ',
  },
};

export function searchBusyPage(url: string, locale: Locale = DEFAULT_LOCALE): string {
  const again = url.replace(/[^\w\-./?=&%+~:]/g, (c) => encodeURIComponent(c));
  const text = BUSY_TEXT[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title} · Shastra</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#2b1d0e;background:#fdf8ef}a{color:#8a3b12}</style>
</head>
<body>
<main>
<h1>${text.title}</h1>
<p>${text.body}</p>
<p><a href="${again}">${text.again}</a> · <a href="${localePath(locale, '/')}">${text.home}</a></p>
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
  /** Renders the results page of a query ('' for the empty search page) in an edition. */
  render: (
    query: string,
    locale: Locale,
  ) => { status: number; html: string } | Promise<{ status: number; html: string }>;
  /** Renders that may wait for their turn; past this a query is answered 503. */
  maxWaiting?: number;
  /** Results pages kept after they are made. */
  kept?: number;
}

export function searchPages({ render, maxWaiting = 16, kept = 50 }: SearchPagesOptions) {
  // Keyed by the edition and the query: 'hi brahmastra'.
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
          .then(() => {
            const [locale = DEFAULT_LOCALE, query = ''] = key.split(/ (.*)/s);
            return render(query, locale as Locale);
          })
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
    get(q: string, locale: Locale = DEFAULT_LOCALE): Promise<RenderedSearch> {
      const key = `${locale} ${searchKey(q)}`;
      const page = pages.get(key, renderInTurn);
      page.catch(() => pages.delete(key));
      return page;
    },
  };
}
