/**
 * The service worker (served as /sw.js, scope /). web/build/pwaPlugin.ts bundles this file for
 * the client build and defines __SW_MANIFEST__: what to precache, and a version that changes with
 * every build whose precached files change, so a new build replaces the old caches.
 *
 * Strategies:
 * - pages (navigations): network first with a short timeout, then the cached copy; every page
 *   that loads is stored, so it opens offline later; a page never seen answers with the offline
 *   page;
 * - /assets/* (hashed names) and the precached top-level files: cache first;
 * - /images/* and /documents/* (GET): stale-while-revalidate;
 * - anything else (POST such as the feedback form, other origins): not touched.
 */

/** What the build injects (see web/build/pwaPlugin.ts). */
export interface SwManifest {
  /** A hash of the precached files and their contents: names the caches. */
  version: string;
  /** Built and public files: cache first. */
  files: string[];
  /** Pages stored at install (network first afterwards). */
  pages: string[];
  /** Documents and images stored at install (stale-while-revalidate afterwards). */
  data: string[];
  /** The page shown for a page never visited, when offline. */
  offline: string;
}

declare const __SW_MANIFEST__: SwManifest;

// The project's TypeScript uses the DOM library; the few service worker types used here are
// declared locally (the WebWorker library conflicts with DOM in one program).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}
interface WindowClient {
  readonly url: string;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const sw = self as unknown as ServiceWorkerScope;
const manifest = __SW_MANIFEST__;

const PREFIX = 'shastra-';
const FILES = `${PREFIX}files-${manifest.version}`;
const PAGES = `${PREFIX}pages-${manifest.version}`;
const DATA = `${PREFIX}data-${manifest.version}`;
const CURRENT = new Set([FILES, PAGES, DATA]);
/** After this long without an answer, a page comes from the cache if it has one. */
const NETWORK_TIMEOUT_MS = 3000;
/** Pages visited under the previous version that an update fetches again, at most. */
const MAX_CARRIED_PAGES = 60;

const precachedFiles = new Set(manifest.files);
const MATCH = { ignoreVary: true } as const;

/** A copy without the `redirected` flag: a redirected response cannot answer a navigation. */
async function clean(response: Response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html');

/** Same-origin /images/... addresses a page's HTML refers to (src, href, srcset). */
function imagesOf(html: string) {
  const found = new Set<string>();
  for (const match of html.matchAll(/\/images\/[^"'\s,)?#]+/g)) found.add(match[0]);
  return [...found];
}

/** Stores images that are not stored yet; failures are ignored (the page still opens). */
async function storeImages(urls: readonly string[]) {
  const cache = await caches.open(DATA);
  await Promise.allSettled(
    urls.map(async (url) => {
      if (await cache.match(url, MATCH)) return;
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    }),
  );
}

/** Stores a page's HTML, then the images it shows. */
async function storePage(url: string, response: Response) {
  const cache = await caches.open(PAGES);
  const html = await response.clone().text();
  await cache.put(url, await clean(response));
  await storeImages(imagesOf(html));
}

/** Fetches a page bypassing the HTTP cache and stores it; throws unless it is an HTML 200. */
async function fetchAndStorePage(url: string) {
  const response = await fetch(url, { cache: 'reload', credentials: 'same-origin' });
  if (!response.ok || !isHtml(response)) throw new Error(`${url}: HTTP ${response.status}`);
  await storePage(url, response);
}

async function precache() {
  const files = await caches.open(FILES);
  // `reload`: the unhashed files (prefs.js, the manifest) must not come from a stale HTTP cache.
  await files.addAll(manifest.files.map((url) => new Request(url, { cache: 'reload' })));
  const data = await caches.open(DATA);
  await data.addAll(manifest.data.map((url) => new Request(url, { cache: 'reload' })));
  await Promise.all(manifest.pages.map(fetchAndStorePage));
}

/** Pages stored by an older version, and the pages open right now, fetched again for this one. */
async function carryPages() {
  const urls = new Set<string>();
  for (const key of await caches.keys()) {
    if (!key.startsWith(`${PREFIX}pages-`) || key === PAGES) continue;
    for (const request of await (await caches.open(key)).keys()) urls.add(request.url);
  }
  for (const client of await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })) urls.add(client.url);
  const stored = await caches.open(PAGES);
  const wanted: string[] = [];
  for (const raw of urls) {
    const url = new URL(raw);
    url.hash = '';
    if (url.origin !== sw.location.origin || (await stored.match(url.href, MATCH))) continue;
    wanted.push(url.href);
  }
  await Promise.allSettled(wanted.slice(0, MAX_CARRIED_PAGES).map(fetchAndStorePage));
}

sw.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // No clients.claim(): a page opened before the worker existed stays as it loaded (its
      // later requests are not answered from caches mid-visit); the next page load is served.
      await sw.registration.navigationPreload?.enable().catch(() => undefined);
      await carryPages().catch(() => undefined);
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && !CURRENT.has(key)) await caches.delete(key);
      }
    })(),
  );
});

/** `promise`, or a rejection after `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Network first (3 s), then the stored page, then the offline page. */
async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  let storing: Promise<unknown> = Promise.resolve();
  const network = (async () => {
    const response = (await event.preloadResponse) ?? (await fetch(request));
    if (response.ok && response.type === 'basic' && isHtml(response)) {
      storing = storePage(request.url, response.clone()).catch(() => undefined);
    }
    return response;
  })();
  event.waitUntil(network.then(() => storing).catch(() => undefined));
  try {
    return await withTimeout(network, NETWORK_TIMEOUT_MS);
  } catch {
    // Offline, or slower than the timeout: try the stored copy.
  }
  // The exact address only: /quiz?q=3 is another page than /quiz (its HTML shows question 3).
  const stored = await (await caches.open(PAGES)).match(request.url, MATCH);
  if (stored) return stored;
  try {
    return await network;
  } catch {
    const offline = await caches.match(manifest.offline, MATCH);
    return (
      offline ??
      new Response('You are offline, and this page has not been saved for offline reading.', {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    );
  }
}

async function cacheFirst(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const stored = await cache.match(request, MATCH);
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(event: FetchEvent, cacheName: string): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(cacheName);
  const stored = await cache.match(request, MATCH);
  const network = fetch(request).then(async (response) => {
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  return stored ?? network;
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, FILES));
  } else if (url.pathname.startsWith('/images/') || url.pathname.startsWith('/documents/')) {
    event.respondWith(staleWhileRevalidate(event, DATA));
  } else if (precachedFiles.has(url.pathname)) {
    event.respondWith(cacheFirst(request, FILES));
  }
});
