/**
 * What a screen is: how it reads its data from the documents (on the server, at build time for
 * every prerendered page), the page it renders, and its metadata. docs/architecture.md lists the
 * screens and their files.
 */
import type { ComponentType } from 'react';
import type { DocumentOf } from '@shastra/content/contract/documents';
import { documentKey, type DocumentName, type DocumentParams } from '@shastra/content/contract/paths';
import type { Locale } from '@shastra/content/contract/locales';
import type { SiteConfig } from '@shastra/content/schema';
import type { SearchIndex } from '@shastra/content/search';
import type { Messages } from '../i18n/messages/types.ts';
import type { DevanagariWeight } from '../fonts/fontPreloads.ts';
import type { PageMeta } from './pageMeta.ts';

/** Reads a document by its contract name; undefined when there is none. */
export interface DocumentSource {
  get<N extends DocumentName>(
    name: N,
    ...params: keyof DocumentParams<N> extends never ? [] : [DocumentParams<N>]
  ): DocumentOf<N> | undefined;
}

export function documentSource(documents: ReadonlyMap<string, unknown>): DocumentSource {
  return {
    get: (name, ...params) => documents.get(documentKey(name, ...params)) as never,
  };
}

export interface ScreenContext {
  /** The path, without the query and without the edition's prefix (/hi/astras → /astras). */
  path: string;
  /** The edition: the documents, the indexes and the site settings below are its own. */
  locale: Locale;
  site: SiteConfig;
  /** The edition's interface strings (page titles and descriptions are made with them). */
  messages: Messages;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  documents: DocumentSource;
  /** The site-wide search index (the search screen reads it on the server). */
  searchIndex: SearchIndex;
  /** The verses' index (server only: too large for a browser). */
  verseIndex: SearchIndex;
}

export interface Screen<Data> {
  /** The page's data, or null when there is no such page (404). */
  load: (context: ScreenContext) => Data | null;
  Page: ComponentType<{ data: Data }>;
  meta: (data: Data, context: ScreenContext) => Partial<PageMeta>;
  /** `bare`: the page is the whole document, without header, menu and footer (/devi); `site` by default. */
  layout?: (data: Data) => 'site' | 'bare';
  /**
   * The weight the page draws its Devanagari with before anything is opened or scrolled to,
   * preloaded when the page has any (fonts/fontPreloads.ts). Unset, or undefined, where the
   * Devanagari is drawn only later (a revealed answer, a section laid out when it comes near): its
   * font is then fetched when needed.
   */
  devanagari?: (data: Data) => DevanagariWeight | undefined;
}

/** Keeps a screen's data type checked against its own parts. */
export const screen = <Data>(definition: Screen<Data>): Screen<Data> => definition;
