/**
 * Reading the content artifact (content/dist/corpus.json, made by ./artifact.ts): what the server
 * and the web build load. Free of the YAML loader and the compiler, so reading costs little.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Locale } from './contract/locales.ts';
import type { SitePage } from './contract/pages.ts';
import type { DocumentMap } from './documents/buildDocuments.ts';
import { contentRoot } from './locations.ts';
import type { SiteConfig } from './schema.ts';
import type { SearchIndex } from './search/types.ts';

export const ARTIFACT_FILE = join(contentRoot, 'dist', 'corpus.json');

/** What an edition of the site is made of: the same pages, in its language. */
export interface EditionContent<Documents = Record<string, unknown>> {
  site: SiteConfig;
  /** Every GET document by its key, as in English. */
  documents: Documents;
  searchIndex: SearchIndex;
  verseIndex: SearchIndex;
}

/** The editions beside English (content/i18n/<lang>; contract/locales.ts). */
export type TranslatedLocale = Exclude<Locale, 'en'>;

export interface ContentArtifact {
  /** SHA-256 of everything below, compiled. */
  hash: string;
  /** SHA-256 of the source files the artifact was compiled from. */
  sourceHash: string;
  version: string;
  site: SiteConfig;
  /** Every page the build prerenders, and whether the sitemap lists it (contract/pages.ts, sitePages). */
  pages: SitePage[];
  /** Every GET document by its key (contract/paths.ts, documentKey). */
  documents: Record<string, unknown>;
  searchIndex: SearchIndex;
  /** The verses' own index, searched on the server only (too large for a browser). */
  verseIndex: SearchIndex;
  /** The other editions: the same pages and documents, translated. */
  editions: Record<TranslatedLocale, EditionContent>;
}

/** What the artifact is compiled from: every file under content/data, content/i18n and content/images. */
export function contentSourceHash(root: string = contentRoot): string {
  const hash = createHash('sha256');
  for (const folder of ['data', 'i18n', 'images']) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export class StaleContentError extends Error {
  override name = 'StaleContentError';
}

export interface LoadedArtifact extends Omit<ContentArtifact, 'documents' | 'editions'> {
  documents: DocumentMap;
  editions: Record<TranslatedLocale, EditionContent<DocumentMap>>;
}

/** Every edition, English among them, with its documents by key. */
export function artifactEditions(artifact: LoadedArtifact): Record<Locale, EditionContent<DocumentMap>> {
  const { site, documents, searchIndex, verseIndex } = artifact;
  return { en: { site, documents, searchIndex, verseIndex }, ...artifact.editions };
}

/**
 * Reads the artifact; throws StaleContentError when there is none, or when the content files
 * changed after it was built.
 */
export function readArtifact(root: string = contentRoot, file = ARTIFACT_FILE): LoadedArtifact {
  if (!existsSync(file)) throw new StaleContentError('The content is not built yet: run `npm run build`.');
  const artifact = JSON.parse(readFileSync(file, 'utf8')) as ContentArtifact;
  if (artifact.sourceHash !== contentSourceHash(root)) {
    throw new StaleContentError(
      'content/data or content/images changed after the last build, so the site would show old content: run `npm run build`.',
    );
  }
  const documentMap = (documents: Record<string, unknown>): DocumentMap => {
    const map = new Map(Object.entries(documents));
    for (const value of map.values()) deepFreeze(value);
    return map;
  };
  const editions = Object.fromEntries(
    Object.entries(artifact.editions).map(([locale, edition]) => [
      locale,
      { ...edition, documents: documentMap(edition.documents) },
    ]),
  ) as LoadedArtifact['editions'];
  return { ...artifact, documents: documentMap(artifact.documents), editions };
}
