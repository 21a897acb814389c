/**
 * The service worker (served as /sw.js, scope /), on Workbox. web/build/pwaPlugin.ts bundles this
 * file and defines __SW_MANIFEST__: the files to precache with their revisions (a new build
 * replaces what changed), the pages to store at install, and the offline page, each by edition.
 *
 * Every runtime cache is bounded by a count and an age, so the worker never keeps more than a
 * visitor's recent reading:
 * - pages (navigations): network first (3 s), then the stored copy; 80 pages for 30 days, search
 *   results apart (20 for a day); a page the visitor saved answers from the saved pages' store
 *   (web/src/saved, filled by the page, unbounded: the visitor chooses); a page never stored
 *   answers with the offline page;
 * - /assets/* (hashed names): precached or cache first, 120 files for a year;
 * - /images/*: stale-while-revalidate, 200 for 30 days; /documents/*: 40 for 7 days;
 * - anything else (the feedback POST, other origins): not touched.
 */
import { DEFAULT_LOCALE, splitLocalePath, type Locale } from '@shastra/content/contract/locales';
import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { DOCUMENTS_PREFIX } from '@shastra/content/contract/paths';
import { SAVED_PAGES_CACHE } from '../saved/savedPagesCache.ts';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

/** What the build injects (see web/build/pwaPlugin.ts). */
export interface SwManifest {
  /** Built and public files, each with a revision (a hash of its content). */
  files: { url: string; revision: string | null }[];
  /** Pages stored at install, so they open offline from the first visit on, by edition. */
  pages: Record<Locale, string[]>;
  /** The page shown for a page never stored, when offline, by edition. */
  offline: Record<Locale, string>;
}

declare const __SW_MANIFEST__: SwManifest;

// The project's TypeScript uses the DOM library; the few service worker types used here are
// declared locally (the WebWorker library conflicts with DOM in one program).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ServiceWorkerScope {
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string }[]> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
}

const sw = self as unknown as ServiceWorkerScope;
const manifest = __SW_MANIFEST__;
const DAY = 24 * 60 * 60;

setCacheNameDetails({ prefix: 'shastra' });
precacheAndRoute(manifest.files);
cleanupOutdatedCaches();

const ok = new CacheableResponsePlugin({ statuses: [200] });
const bounded = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY, purgeOnQuotaError: true });

const pages = new NetworkFirst({
  cacheName: 'shastra-pages',
  networkTimeoutSeconds: 3,
  plugins: [ok, bounded(80, 30)],
});
const searchPages = new NetworkFirst({
  cacheName: 'shastra-search',
  networkTimeoutSeconds: 3,
  plugins: [ok, bounded(20, 1)],
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && splitLocalePath(url.pathname).path === FIXED_PAGES.search,
  searchPages,
);
registerRoute(({ request }) => request.mode === 'navigate', pages);
registerRoute(
  ({ url }) => url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'shastra-assets', plugins: [ok, bounded(120, 365)] }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/images/'),
  new StaleWhileRevalidate({ cacheName: 'shastra-images', plugins: [ok, bounded(200, 30)] }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith(DOCUMENTS_PREFIX),
  new StaleWhileRevalidate({ cacheName: 'shastra-documents', plugins: [ok, bounded(40, 7)] }),
);

// Offline, a page the visitor saved opens from the store the Save button fills (web/src/saved),
// and a page never stored shows the offline page of its edition.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    const saved = await caches.match(request, { cacheName: SAVED_PAGES_CACHE, ignoreSearch: false });
    if (saved) return saved;
    const offline = await matchPrecache(manifest.offline[splitLocalePath(new URL(request.url).pathname).locale]);
    if (offline) return offline;
  }
  return Response.error();
});

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The pages most visits start from open offline from the first visit on, in the edition of
      // the pages open now (English when none is).
      const installing = event as unknown as Parameters<typeof pages.handle>[0] & Event;
      const open = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const editions = new Set(open.map((client) => splitLocalePath(new URL(client.url).pathname).locale));
      if (editions.size === 0) editions.add(DEFAULT_LOCALE);
      await Promise.allSettled(
        [...editions]
          .flatMap((locale) => manifest.pages[locale])
          .map((url) =>
            pages.handle({ event: installing as never, request: new Request(url, { credentials: 'same-origin' }) }),
          ),
      );
      await sw.skipWaiting();
    })(),
  );
});
