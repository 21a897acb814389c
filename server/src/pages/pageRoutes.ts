/**
 * Every other GET is a page. Pages were rendered once by the build (web/dist/pages) and are served
 * like the static files they are: prepared bytes, a strong ETag per encoding (304 on
 * revalidation), and cache headers a CDN can use. They set no cookie: they are the same for every
 * visitor. Only /search?q= is rendered per request (its pages are endless), and kept out of
 * shared caches. Top-level public files (favicon, manifest, service worker...) are served by name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import type { DocumentMap } from '@shastra/content/documents';
import type { SearchIndex } from '@shastra/content/search';
import { preparedFromFiles, RecentFiles, sendPrepared, type PreparedBody } from '../http/prepared.ts';
import type { StaticFiles } from '../http/staticFiles.ts';
import { SearchBusyError, searchBusyPage, searchPages } from './searchPages.ts';

/** Browsers revalidate every time (a 304 is cheap); a CDN may keep a page for 10 minutes. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=600, stale-while-revalidate=86400';
const HTML = 'text/html; charset=utf-8';

/** What web/src/routing/prerendered.ts describes: the pages' index. */
interface PagesIndex {
  contentHash: string;
  pages: Record<string, string>;
  notFound: string;
  hashes: Record<string, string>;
}

export interface PrerenderedPages {
  contentHash: string;
  pages: ReadonlyMap<string, PreparedBody>;
  notFound: PreparedBody;
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
  const load = (name: string) => {
    const hash = index.hashes[name];
    if (!hash) throw new Error(`${dir}/index.json gives no hash for ${name}: run \`npm run build\``);
    return preparedFromFiles(
      join(dir, `${name}.html`),
      hash,
      { cacheControl: PAGE_CACHE_CONTROL, contentType: HTML },
      recent,
    );
  };
  return {
    contentHash: index.contentHash,
    pages: new Map(Object.entries(index.pages).map(([url, name]) => [url, load(name)])),
    notFound: load(index.notFound),
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
    documents: DocumentMap;
    searchIndex: SearchIndex;
    verseIndex: SearchIndex;
  }): PageRenderer;
}

export interface PageRouteOptions {
  pages: PrerenderedPages;
  render: PageRenderer | undefined;
  /** The build's files: a top-level one (the service worker, the manifest, an icon) is served by name. */
  staticFiles?: StaticFiles;
  /** Pages whose Content-Security-Policy differs from the site's (a video's frame), by path. */
  policies?: ReadonlyMap<string, string>;
}

export function registerPageRoutes(app: FastifyInstance, options: PageRouteOptions) {
  const { pages, notFound } = options.pages;
  const quizQuestions = new Set([...pages.keys()].filter((url) => url.startsWith(`${FIXED_PAGES.quiz}?`)));
  const { render } = options;
  const searches = render
    ? searchPages({ render: (query) => render(query ? pagePath.search(query) : FIXED_PAGES.search) })
    : undefined;

  app.get('/*', async (request, reply) => {
    const [path = '/', query = ''] = request.url.split('?', 2);
    if (options.staticFiles?.send(reply, path, request.headers)) return reply;
    if (path === FIXED_PAGES.search && searches) {
      try {
        const found = await searches.get(new URLSearchParams(query).get('q') ?? '');
        return sendPrepared(reply, found.body, request.headers, found.status);
      } catch (error) {
        if (!(error instanceof SearchBusyError)) throw error;
        return reply
          .code(503)
          .header('retry-after', String(error.retryAfterSeconds))
          .header('cache-control', 'no-store')
          .type(HTML)
          .send(searchBusyPage(request.url));
      }
    }
    // A quiz question opens on its own page (/quiz?q=7); other queries do not change a page.
    const question =
      path === FIXED_PAGES.quiz ? pagePath.quizQuestion(Number(new URLSearchParams(query).get('q'))) : '';
    const page = pages.get(quizQuestions.has(question) ? question : path);
    const policy = options.policies?.get(path);
    if (policy) reply.header('content-security-policy', policy);
    if (page) return sendPrepared(reply, page, request.headers);
    return sendPrepared(reply, notFound, request.headers, 404);
  });
}
