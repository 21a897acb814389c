/**
 * Every other GET is a page. Pages were rendered once by the build (web/dist/pages) and are served
 * like the static files they are: prepared bytes, a strong ETag per encoding (304 on
 * revalidation), and cache headers a CDN can use. They set no cookie: they are the same for every
 * visitor. Only /search?q= is rendered per request (its pages are endless), and kept out of
 * shared caches. Top-level public files (favicon, manifest, service worker...) are served by name.
 */
import { GO_TO_VERSE_PARAM, goToVerse } from './goToVerse.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import type { DocumentMap } from '@shastra/content/documents';
import type { EditionContent } from '@shastra/content/artifact/read';
import { DEFAULT_LOCALE, LOCALES, localePath, splitLocalePath, type Locale } from '@shastra/content/contract/locales';
import { preparedFromFiles, RecentFiles, sendPrepared, type PreparedBody } from '../http/prepared.ts';
import type { StaticFiles } from '../http/staticFiles.ts';
import { PAGE_VARY, pagesDictionary, type PagesDictionary, type PagesDictionaryIndex } from './pageDictionary.ts';
import { SearchBusyError, searchBusyPage, searchPages } from '../search/searchPages.ts';

/** Browsers revalidate every time (a 304 is cheap); a CDN may keep a page for 10 minutes. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=600, stale-while-revalidate=86400';
const HTML = 'text/html; charset=utf-8';

/** What web/src/routing/prerendered.ts describes: the pages' index. */
interface PagesIndex {
  contentHash: string;
  pages: Record<string, string>;
  notFound: Record<Locale, string>;
  hashes: Record<string, string>;
  dictionary?: PagesDictionaryIndex;
}

/** A page ready to send: its prepared bytes, and where its dcz form is. */
export interface PrerenderedPage {
  body: PreparedBody;
  file: string;
  hash: string;
}

export interface PrerenderedPages {
  contentHash: string;
  pages: ReadonlyMap<string, PreparedBody | PrerenderedPage>;
  /** The 404 page of each edition. */
  notFound: Readonly<Record<Locale, PreparedBody | PrerenderedPage>>;
  /** The pages' compression dictionary, when the build made one. */
  dictionary?: PagesDictionary;
}

/** How many page files (each encoding counts once) stay in memory after they are served. */
const PAGE_FILES_KEPT = 400;

/**
 * The prerendered pages of `dir` (web/dist/pages), ready to send: headers and validators from the
 * build's index, the bytes read from disk when asked, the most recently served kept in memory.
 */
export function loadPrerenderedPages(dir: string): PrerenderedPages {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as PagesIndex;
  const recent = new RecentFiles(PAGE_FILES_KEPT);
  const hashOf = (name: string) => {
    const hash = index.hashes[name];
    if (!hash) throw new Error(`${dir}/index.json gives no hash for ${name}: run \`npm run build\``);
    return hash;
  };
  const vary = index.dictionary ? PAGE_VARY : undefined;
  const load = (name: string): PrerenderedPage => {
    const file = join(dir, `${name}.html`);
    const hash = hashOf(name);
    return {
      body: preparedFromFiles(
        file,
        hash,
        { cacheControl: PAGE_CACHE_CONTROL, contentType: HTML, vary, plainFromBrotli: true },
        recent,
      ),
      file,
      hash,
    };
  };
  return {
    contentHash: index.contentHash,
    pages: new Map(Object.entries(index.pages).map(([url, name]) => [url, load(name)])),
    notFound: Object.fromEntries(LOCALES.map((locale) => [locale, load(index.notFound[locale])])) as Record<
      Locale,
      PrerenderedPage
    >,
    ...(index.dictionary
      ? {
          dictionary: pagesDictionary(index.dictionary, hashOf(index.dictionary.file), dir, recent, PAGE_CACHE_CONTROL),
        }
      : {}),
  };
}

/** Renders a page per request: the search results. */
export type PageRenderer = (
  url: string,
) => { status: number; html: string } | Promise<{ status: number; html: string }>;

/**
 * What the server needs of the web build's server entry (web/dist/server): a renderer for the
 * pages it renders per request. server/src/test/testPages.ts checks the web app's entry fits.
 */
export interface SsrModule {
  createRenderer(options: {
    template: string;
    editions: Readonly<Record<Locale, EditionContent<DocumentMap>>>;
    dictionaryUrl?: string;
  }): PageRenderer;
}

export interface PageRouteOptions {
  pages: PrerenderedPages;
  render: PageRenderer | undefined;
  /** The build's files: a top-level one (the service worker, the manifest, an icon) is served by name. */
  staticFiles?: StaticFiles;
  /** Pages whose Content-Security-Policy differs from the site's (a video's frame), by path. */
  policies?: ReadonlyMap<string, string>;
  /** Only /search and the go-to-verse redirect: a static host serves the pages (SERVE_STATIC=false). */
  onlyDynamic?: boolean;
}

export function registerPageRoutes(app: FastifyInstance, options: PageRouteOptions) {
  const { pages, notFound, dictionary } = options.pages;
  /** A page in the encoding the request takes best: dcz against the pages' dictionary, brotli, gzip. */
  const sendPage = (
    reply: FastifyReply,
    page: PreparedBody | PrerenderedPage,
    headers: FastifyRequest['headers'],
    status: number,
  ) => {
    if ('file' in page) {
      if (dictionary?.sendCompressed(reply, page.file, page.hash, headers, status)) return reply;
      return sendPrepared(reply, page.body, headers, status);
    }
    return sendPrepared(reply, page, headers, status);
  };
  const quizQuestions = new Set(
    [...pages.keys()].filter((url) => splitLocalePath(url.split('?', 1)[0] ?? '').path === FIXED_PAGES.quiz),
  );
  const { render } = options;
  const searches = render
    ? searchPages({
        render: (query, locale) => render(localePath(locale, query ? pagePath.search(query) : FIXED_PAGES.search)),
      })
    : undefined;

  app.get('/*', async (request, reply) => {
    const [path = '/', query = ''] = request.url.split('?', 2);
    if (options.staticFiles?.send(reply, path, request.headers)) return reply;
    const edition = splitLocalePath(path);
    // An edition's home is its folder: /hi → /hi/.
    if (edition.locale !== DEFAULT_LOCALE && path === `/${edition.locale}`) {
      return reply
        .code(301)
        .header('location', `${path}/${query ? `?${query}` : ''}`)
        .header('cache-control', 'public, max-age=86400')
        .send();
    }
    if (edition.path === FIXED_PAGES.search && searches) {
      try {
        const found = await searches.get(new URLSearchParams(query).get('q') ?? '', edition.locale);
        return sendPrepared(reply, found.body, request.headers, found.status);
      } catch (error) {
        if (!(error instanceof SearchBusyError)) throw error;
        return reply
          .code(503)
          .header('retry-after', String(error.retryAfterSeconds))
          .header('cache-control', 'no-store')
          .type(HTML)
          .send(searchBusyPage(request.url, edition.locale));
      }
    }
    // The "go to verse" box of a text's page (/texts/mahabharata?v=7.33.12).
    const wanted = query ? new URLSearchParams(query).get(GO_TO_VERSE_PARAM) : null;
    const target =
      wanted === null ? undefined : goToVerse(edition.path, wanted, (to) => pages.has(localePath(edition.locale, to)));
    if (target) {
      return reply
        .code(303)
        .header('location', localePath(edition.locale, target))
        .header('cache-control', 'no-store')
        .send();
    }
    if (options.onlyDynamic) return reply.callNotFound();
    // A quiz question opens on its own page (/quiz?q=7); other queries do not change a page.
    const question =
      edition.path === FIXED_PAGES.quiz
        ? localePath(edition.locale, pagePath.quizQuestion(Number(new URLSearchParams(query).get('q'))))
        : '';
    if (dictionary && path === dictionary.url) return dictionary.sendDictionary(reply, request.headers);
    const page = pages.get(quizQuestions.has(question) ? question : path);
    const policy = options.policies?.get(path);
    if (policy) reply.header('content-security-policy', policy);
    return sendPage(reply, page ?? notFound[edition.locale], request.headers, page ? 200 : 404);
  });
}
