/**
 * What a visitor keeps for later, on their own device: the pages they saved (items, verses,
 * chapters, quiz rounds) and the last page they read, for "continue reading" on the home page.
 * Kept in localStorage, never sent anywhere; a saved page is also stored for reading offline (the
 * service worker answers from that store when the network is gone). docs/decisions.md, "Quiz and
 * sage profiles", says what is kept and why.
 */
import { useSyncExternalStore } from 'react';
import { SAVED_PAGES_CACHE } from './savedPagesCache.ts';

export const SAVED_KEY = 'shastra.saved';
const LAST_READ_KEY = 'shastra.lastRead';
/** The most a visitor can keep: the oldest goes when a new one would pass it. */
export const MAX_SAVED = 200;

export const SAVED_KINDS = ['item', 'verse', 'round'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];

export interface SavedPage {
  /** The page's path in its edition (/hi/astras/brahmastra; a round with its ?level=&seed=). */
  path: string;
  title: string;
  kind: SavedKind;
  /** When it was saved or read (ms since 1970). */
  at: number;
}

const CHANGE_EVENT = 'shastra:saved';

function read(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked or full: nothing is kept, and the page says nothing went wrong it can fix.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

const isSavedPage = (value: unknown): value is SavedPage => {
  const page = value as SavedPage | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    typeof page.path === 'string' &&
    page.path.startsWith('/') &&
    typeof page.title === 'string' &&
    SAVED_KINDS.includes(page.kind) &&
    typeof page.at === 'number'
  );
};

/** The saved pages, newest first; anything stored that is not one is left out. */
export function savedPages(): SavedPage[] {
  const value = read(SAVED_KEY);
  return Array.isArray(value) ? value.filter(isSavedPage) : [];
}

/** Keeps a page for later (again: moves it to the top), and stores it for reading offline. */
export function savePage(page: Omit<SavedPage, 'at'>, now = Date.now()) {
  write(SAVED_KEY, [{ ...page, at: now }, ...savedPages().filter((p) => p.path !== page.path)].slice(0, MAX_SAVED));
  void storeOffline(page.path, 'add');
}

export function unsavePage(path: string) {
  write(
    SAVED_KEY,
    savedPages().filter((page) => page.path !== path),
  );
  void storeOffline(path, 'delete');
}

async function storeOffline(path: string, what: 'add' | 'delete') {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(SAVED_PAGES_CACHE);
    if (what === 'add') await cache.add(new Request(path, { credentials: 'same-origin' }));
    else await cache.delete(path);
  } catch {
    // Offline or storage refused: the page stays saved in the list, and opens when online.
  }
}

/** The page the visitor last read (an item, a verse, a chapter), for "continue reading". */
export function lastRead(): SavedPage | null {
  const value = read(LAST_READ_KEY);
  return isSavedPage(value) ? value : null;
}

export function markRead(page: Omit<SavedPage, 'at'>, now = Date.now()) {
  write(LAST_READ_KEY, { ...page, at: now });
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab saved or removed a page.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored JSON as the snapshot: a new value only when it changed, as React wants. */
const rawSaved = () => {
  try {
    return localStorage.getItem(SAVED_KEY) ?? '';
  } catch {
    return '';
  }
};
const rawLastRead = () => {
  try {
    return localStorage.getItem(LAST_READ_KEY) ?? '';
  } catch {
    return '';
  }
};

/** The saved pages, kept current; none on the server and while hydrating, so both render the same. */
export function useSavedPages(): SavedPage[] | null {
  const raw = useSyncExternalStore(subscribe, rawSaved, () => null);
  return raw === null ? null : savedPages();
}

export function useLastRead(): SavedPage | null | undefined {
  const raw = useSyncExternalStore(subscribe, rawLastRead, () => null);
  return raw === null ? undefined : lastRead();
}
