import type { Locale } from '@shastra/content/contract/locales';

/**
 * The prerendered pages' index (web/dist/pages/index.json), written by web/scripts/prerender.ts
 * and read by the server, which serves the pages from it.
 */
export interface PagesIndex {
  /** The content artifact's hash the pages were rendered from. */
  contentHash: string;
  /** Each page's URL (its path, and for a quiz question `?q=N`) → its file name, without `.html`. */
  pages: Record<string, string>;
  /** The file of each edition's 404 page. */
  notFound: Record<Locale, string>;
  /** Each file's validator: the start of the SHA-256 of its HTML, in base64url (27 characters). */
  hashes: Record<string, string>;
  /** The pages' compression dictionary (web/scripts/pageDictionary.ts): its URL, SHA-256 and file. */
  dictionary?: { url: string; availableDictionary: string; file: string };
}

export const PAGES_INDEX = 'index.json';
