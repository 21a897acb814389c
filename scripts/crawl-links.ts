/**
 * Dead-link check: starts the built server (on a free port) with a throwaway data folder,
 * crawls the server-rendered site from `/` and fails (exit 1) listing every problem with the pages
 * it was found on:
 * - an internal page or resource that answers anything but 2xx (redirects included), or no answer;
 *   every page listed in /sitemap.xml is crawled as well as those reached by links;
 * - a `#fragment` that names no `id` (nor `<a name>`) on the target page;
 * - an external link (`<a>`/`<area>` to another origin) whose `rel` lacks `noopener` or `noreferrer`;
 * - more distinct URLs than twice the prerendered pages and 2,000 files besides (CRAWL_MAX_URLS sets
 *   another limit), which means the crawl is running away: links that make URLs without end;
 * - a page whose text shows the markup of a reference marked in prose (`[label](/texts/…)`);
 * - a page that does not read without JavaScript: not exactly one `<h1>` with text, or a `<main>`
 *   with less than MIN_MAIN_TEXT characters of text (the festival pages, mostly pictures, the
 *   search page before a query, mostly a form, and a quiz question's own page, one question, need
 *   MIN_SHORT_TEXT). Every page is checked here, on its server HTML; e2e/tests/nojs.spec.ts looks
 *   at a few of them in a browser with JavaScript off.
 *
 * Followed: `<a>`/`<area href>` (also inside inline SVG), `<link href>` (canonical, icon, manifest,
 * stylesheet, preload…, plus `imagesrcset`), `<img src/srcset>`, `<source src/srcset>`,
 * `<video src/poster>`, `<audio src>`, `<iframe src>`, `<script src>`, SVG `<image>`/`<use>`
 * `href`/`xlink:href`, same-origin `og:image`/`twitter:image`, `url(...)` and `@import` in
 * `<style>`, `style=""` and fetched CSS files, and a web manifest's `icons`, `start_url` and
 * `shortcuts`. Query strings count (`/quiz?q=3` is its own page). `/documents/*` API answers are
 * checked (200) when linked but not parsed. External links are counted, never fetched.
 *
 * Only server-rendered HTML is crawled: links the browser app adds after hydration are not seen.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitLocalePath } from '../content/src/contract/locales.ts';
import { FIXED_PAGES } from '../content/src/contract/pages.ts';
import { DOCUMENTS_PREFIX } from '../content/src/contract/paths.ts';
import { builtSiteStamp, startBuiltServer, type BuiltServer } from './lib/builtServer.ts';
import { scanHtml, type ScannedPage } from './lib/scanHtml.ts';
import { PAGES_INDEX, type PagesIndex } from '../web/src/routing/prerendered.ts';

const CONCURRENCY = Number(process.env.CRAWL_CONCURRENCY ?? 8);
/** The pages the build prerendered (both editions), from its index (none before a build, which the server start then reports). */
const pagesIndex = join(import.meta.dirname, '..', 'web', 'dist', 'pages', PAGES_INDEX);
const prerenderedPages = existsSync(pagesIndex)
  ? Object.keys((JSON.parse(readFileSync(pagesIndex, 'utf8')) as PagesIndex).pages).length
  : 0;
const MAX_URLS = Number(process.env.CRAWL_MAX_URLS ?? 2 * prerenderedPages + 2000);
const REQUEST_TIMEOUT_MS = 15_000;
const MIN_MAIN_TEXT = 200;
const MIN_SHORT_TEXT = 30;
const SHORT_PAGES: readonly string[] = [FIXED_PAGES.devi, FIXED_PAGES.decoration, FIXED_PAGES.search];
/** In every edition: /hi/devi is as short as /devi. */
const isShortPage = (fullPath: string) => {
  const { path } = splitLocalePath(fullPath);
  return SHORT_PAGES.includes(path) || path.startsWith(`${FIXED_PAGES.quiz}?`);
};
/** Pages listed per problem; CRAWL_VERBOSE=1 lists them all. */
const MAX_PAGES_LISTED = process.env.CRAWL_VERBOSE === '1' ? Infinity : 10;

interface Entry {
  url: URL;
  /** Pages that link here (path + query), in the order found. */
  foundOn: Set<string>;
  /** Linked with rel=manifest: parse the answer as a web manifest. */
  manifest: boolean;
  status?: number;
  location?: string;
  error?: string;
  contentType?: string;
  /** `id`s (and `<a name>`s) of an HTML or SVG answer, for fragment checks. */
  anchors?: Set<string>;
}

interface FragmentCheck {
  from: string;
  target: string;
  fragment: string;
}

class Crawl {
  readonly origin: string;
  readonly entries = new Map<string, Entry>();
  readonly fragments: FragmentCheck[] = [];
  /** Problem message → pages it was found on. */
  readonly problems = new Map<string, Set<string>>();
  readonly external = new Map<string, number>();
  otherSchemes = 0;
  overflow = false;
  pages = 0;
  resources = 0;
  private readonly queue: Entry[] = [];
  private active = 0;
  private waiting: (() => void)[] = [];

  constructor(base: string) {
    this.origin = new URL(base).origin;
  }

  problem(message: string, from: string) {
    const pages = this.problems.get(message) ?? new Set<string>();
    pages.add(from);
    this.problems.set(message, pages);
  }

  /**
   * Records a link from page `from` (a path) to `raw`, resolved against `base`; queues it when it
   * is new and same-origin. Returns the resolved URL, or undefined when `raw` is not a URL.
   */
  link(raw: string, base: URL, from: string, options: { anchor?: boolean; manifest?: boolean } = {}) {
    const trimmed = raw.trim();
    if (trimmed === '') return undefined;
    let url: URL;
    try {
      url = new URL(trimmed, base);
    } catch {
      this.problem(`invalid URL ${JSON.stringify(raw)}`, from);
      return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      if (url.protocol !== 'data:') this.otherSchemes++;
      return undefined;
    }
    if (url.origin !== this.origin) {
      if (options.anchor) this.external.set(url.href, (this.external.get(url.href) ?? 0) + 1);
      return url;
    }
    const fragment = url.hash.slice(1);
    url.hash = '';
    if (fragment !== '') this.fragments.push({ from, target: url.href, fragment });
    const existing = this.entries.get(url.href);
    if (existing) {
      existing.foundOn.add(from);
      existing.manifest ||= Boolean(options.manifest);
      return url;
    }
    if (this.entries.size >= MAX_URLS) {
      this.overflow = true;
      return url;
    }
    const entry: Entry = { url, foundOn: new Set([from]), manifest: Boolean(options.manifest) };
    this.entries.set(url.href, entry);
    this.queue.push(entry);
    this.wake();
    return url;
  }

  private wake() {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  async run(concurrency: number) {
    const worker = async () => {
      for (;;) {
        const entry = this.queue.shift();
        if (!entry) {
          if (this.active === 0) return this.wake();
          await new Promise<void>((resolve) => this.waiting.push(resolve));
          continue;
        }
        this.active++;
        try {
          await this.visit(entry);
        } finally {
          this.active--;
          this.wake();
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  private async visit(entry: Entry) {
    const path = pathOf(entry.url);
    let response: Response;
    try {
      // Brotli first, as browsers ask: the build wrote the brotli form of every file that has one,
      // and a gzip-only request makes the server compress on the fly.
      response = await fetch(entry.url, {
        redirect: 'manual',
        headers: { 'accept-encoding': 'br, gzip' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      entry.error =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      return;
    }
    entry.status = response.status;
    entry.contentType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    const isApi = entry.url.pathname.startsWith(DOCUMENTS_PREFIX);
    const parseAs = !response.ok || isApi ? undefined : entry.manifest ? 'manifest' : entry.contentType;
    if (parseAs === 'text/html') this.pages++;
    else this.resources++;
    if (response.status >= 300 && response.status < 400) {
      entry.location = response.headers.get('location') ?? '';
      // Keep crawling where the redirect leads (the redirect itself is reported).
      if (entry.location) this.link(entry.location, entry.url, path);
    }
    if (parseAs === 'text/html') {
      const document = scanHtml(await response.text());
      entry.anchors = this.html(document, entry.url, path);
      this.readsWithoutJavaScript(document, path);
    } else if (parseAs === 'image/svg+xml') {
      entry.anchors = scanHtml(await response.text()).anchors;
    } else if (parseAs === 'text/css') {
      this.css(await response.text(), entry.url, path);
    } else if (parseAs === 'manifest' || parseAs === 'application/manifest+json') {
      this.manifest(await response.text(), entry.url, path);
    } else {
      await response.body?.cancel();
    }
  }

  /** A page's heading and main content are in its HTML, so it reads before (or without) scripts. */
  private readsWithoutJavaScript(document: ScannedPage, path: string) {
    const [heading] = document.headings;
    if (document.headings.length !== 1 || heading === undefined || heading.trim() === '') {
      this.problem(`a page without exactly one <h1> with text (found ${document.headings.length})`, path);
    }
    const minimum = isShortPage(path) ? MIN_SHORT_TEXT : MIN_MAIN_TEXT;
    const text = document.mains[0] ?? '';
    const length = text.replace(/\s+/g, ' ').trim().length;
    // A reference the content marks in prose is a link on the page, never its markup.
    const markup = /\[[^\][]+\]\([^()]+\)/.exec(text);
    if (markup) this.problem(`a page showing the markup of a reference, “${markup[0]}”`, path);
    if (length < minimum) {
      this.problem(
        `a page whose <main> has ${length} characters of text without JavaScript (at least ${minimum})`,
        path,
      );
    }
  }

  /** Queues every link of an HTML page. */
  private html(document: ScannedPage, pageUrl: URL, from: string): Set<string> {
    let base = pageUrl;
    const baseElement = document.elements.find((el) => el.tagName === 'base' && el.attrs.href !== undefined);
    if (baseElement) base = new URL(baseElement.attrs.href ?? '', pageUrl);
    for (const el of document.elements) {
      const attr = (name: string): string | undefined => el.attrs[name];
      const href = attr('href');
      const src = attr('src');
      const style = attr('style');
      if (style) this.css(style, base, from);
      switch (el.tagName) {
        case 'a':
        case 'area': {
          if (href === undefined) break;
          const url = this.link(href, base, from, { anchor: true });
          if (url && url.origin !== this.origin) {
            const rel = (attr('rel') ?? '').toLowerCase().split(/\s+/);
            const missing = ['noopener', 'noreferrer'].filter((word) => !rel.includes(word));
            if (missing.length > 0) {
              this.problem(`external link ${url.href} has no rel ${missing.join(' and ')}`, from);
            }
          }
          break;
        }
        case 'link': {
          const rel = (attr('rel') ?? '').toLowerCase().split(/\s+/);
          if (rel.includes('preconnect') || rel.includes('dns-prefetch')) break;
          if (href !== undefined) this.link(href, base, from, { manifest: rel.includes('manifest') });
          this.srcset(attr('imagesrcset'), base, from);
          break;
        }
        case 'img':
        case 'source':
        case 'video':
        case 'audio':
        case 'iframe':
        case 'script':
        case 'track':
        case 'embed':
          if (src !== undefined) this.link(src, base, from);
          this.srcset(attr('srcset'), base, from);
          if (el.tagName === 'video' && attr('poster')) this.link(attr('poster') ?? '', base, from);
          break;
        case 'image':
        case 'use':
        case 'feImage': {
          // SVG: `href`, or the older `xlink:href`.
          const target = href ?? attr('xlink:href');
          if (target !== undefined) this.link(target, base, from);
          break;
        }
        case 'meta': {
          const property = attr('property') ?? attr('name') ?? '';
          const content = attr('content');
          if (content && /^(og:image|og:image:url|og:image:secure_url|og:url|twitter:image)$/.test(property)) {
            const url = new URL(content, base);
            if (url.origin === this.origin) this.link(content, base, from);
          }
          break;
        }
        case 'style':
          this.css(el.text ?? '', base, from);
          break;
      }
    }
    return document.anchors;
  }

  private srcset(value: string | undefined, base: URL, from: string) {
    if (!value) return;
    for (const candidate of value.split(/,\s+/)) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) this.link(url, base, from);
    }
  }

  /** Queues `url(...)` and `@import` targets of CSS text. */
  private css(text: string, base: URL, from: string) {
    const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const match of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi)) {
      const url = match[1] ?? match[2] ?? match[3] ?? '';
      // `url(#gradient)` in CSS refers to an element of the same document, not a file.
      if (url && !url.startsWith('#')) this.link(url, base, from);
    }
    for (const match of css.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/gi)) {
      this.link(match[1] ?? match[2] ?? '', base, from);
    }
  }

  private manifest(text: string, manifestUrl: URL, from: string) {
    let manifest: { start_url?: unknown; icons?: unknown; shortcuts?: unknown; screenshots?: unknown };
    try {
      manifest = JSON.parse(text) as typeof manifest;
    } catch {
      this.problem(`web manifest ${pathOf(manifestUrl)} is not valid JSON`, from);
      return;
    }
    const site = pathOf(manifestUrl);
    const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
    if (typeof manifest.start_url === 'string') this.link(manifest.start_url, manifestUrl, site);
    for (const item of [...list(manifest.icons), ...list(manifest.screenshots)]) {
      if (typeof item.src === 'string') this.link(item.src, manifestUrl, site);
    }
    for (const shortcut of list(manifest.shortcuts)) {
      if (typeof shortcut.url === 'string') this.link(shortcut.url, manifestUrl, site);
      for (const icon of list(shortcut.icons)) if (typeof icon.src === 'string') this.link(icon.src, manifestUrl, site);
    }
  }

  /** Turns statuses and fragments into problems once every answer is in. */
  finish() {
    for (const entry of this.entries.values()) {
      const path = pathOf(entry.url);
      let message: string | undefined;
      if (entry.error !== undefined) message = `${path} gave no answer (${entry.error})`;
      else if (entry.status !== undefined && entry.status >= 300 && entry.status < 400)
        message = `${path} answers ${entry.status}, a redirect to ${entry.location || '(no location)'}: link to the target`;
      else if (entry.status !== undefined && (entry.status < 200 || entry.status >= 300))
        message = `${path} answers ${entry.status}`;
      if (message) for (const from of entry.foundOn) this.problem(message, from);
    }
    for (const check of this.fragments) {
      const entry = this.entries.get(check.target);
      // Unreachable targets are already reported; non-HTML/SVG targets have no ids to check.
      if (!entry?.anchors) continue;
      let fragment = check.fragment;
      try {
        fragment = decodeURIComponent(fragment);
      } catch {
        // keep it as written
      }
      // "#top" scrolls to the top of any page (HTML's "indicated part of the document").
      if (entry.anchors.has(fragment) || fragment.toLowerCase() === 'top') continue;
      this.problem(`${pathOf(entry.url)}#${check.fragment}: no element with this id on the target page`, check.from);
    }
    if (this.overflow) {
      this.problem(`more than ${MAX_URLS} distinct URLs: the crawl was stopped (links that generate URLs?)`, '/');
    }
  }
}

function pathOf(url: URL): string {
  return url.pathname + url.search;
}

/** The paths of the sitemap's `<loc>`s (it names the public origin; the crawl asks this server). */
async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(new URL('/sitemap.xml', baseUrl), { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1] ?? '');
    return url.pathname + url.search;
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  let server: BuiltServer | undefined;
  let crawl: Crawl;
  const stamp = builtSiteStamp();
  try {
    // CRAWL_BASE_URL=http://host:port crawls a server that is already running instead.
    const baseUrl = process.env.CRAWL_BASE_URL || (server = await startBuiltServer()).url;
    crawl = new Crawl(baseUrl);
    crawl.link('/', new URL(baseUrl), '(start)', { anchor: true });
    // Every page the sitemap promises to search engines is crawled too, from its path here.
    for (const path of await sitemapPaths(baseUrl)) crawl.link(path, new URL(baseUrl), '(sitemap.xml)');
    await crawl.run(CONCURRENCY);
    const gone = server?.exited();
    if (gone) throw new Error(`${gone} during the crawl: the results are not valid.`);
  } finally {
    await server?.stop();
  }
  if (!process.env.CRAWL_BASE_URL && builtSiteStamp() !== stamp) {
    throw new Error('web/dist was rebuilt while the crawl ran, so pages may have linked deleted assets. Run it again.');
  }
  crawl.finish();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const externalLinks = [...crawl.external.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `Crawled ${crawl.pages} pages, checked ${crawl.resources} other URLs (resources, API answers, failures), ` +
      `${crawl.fragments.length} fragment links; ${crawl.external.size} distinct external links ` +
      `(${externalLinks} in all, not followed), ${crawl.otherSchemes} mailto:/tel:/other links; ${seconds} s.`,
  );
  if (crawl.problems.size === 0) {
    console.log('No dead links.');
    return 0;
  }
  const sorted = [...crawl.problems.entries()].sort(([a], [b]) => a.localeCompare(b));
  const occurrences = sorted.reduce((sum, [, pages]) => sum + pages.size, 0);
  console.error(`\n${sorted.length} problem(s), ${occurrences} occurrence(s):`);
  for (const [message, pages] of sorted) {
    const list = [...pages];
    const shown = list.slice(0, MAX_PAGES_LISTED).join(', ');
    const more =
      list.length > MAX_PAGES_LISTED ? ` … and ${list.length - MAX_PAGES_LISTED} more (CRAWL_VERBOSE=1)` : '';
    console.error(`  ✗ ${message}\n      found on ${list.length} page(s): ${shown}${more}`);
  }
  return 1;
}

let exitCode: number;
try {
  exitCode = await main();
} catch (error) {
  console.error(`crawl-links failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 2;
}
process.exit(exitCode);
