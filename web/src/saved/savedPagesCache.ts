/**
 * The Cache Storage the Save button fills with the pages it keeps, and the service worker answers
 * from when offline (pwa/serviceWorker.ts). A file of its own so the worker imports nothing else.
 */
export const SAVED_PAGES_CACHE = 'shastra-saved';
