/**
 * Reading the content artifact (content/dist/corpus.json, made by ./artifact.ts): what the server
 * and the web build load. Free of the YAML loader and the compiler, so reading costs little.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SitePage } from './contract/pages.ts';
import type { DocumentMap } from './documents/buildDocuments.ts';
import { contentRoot } from './locations.ts';
import type { SiteConfig } from './schema.ts';
import type { SearchIndex } from './search/types.ts';

export const ARTIFACT_FILE = join(contentRoot, 'dist', 'corpus.json');

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
}

/** What the artifact is compiled from: every file under content/data and content/images. */
export function contentSourceHash(root: string = contentRoot): string {
  const hash = createHash('sha256');
  for (const folder of ['data', 'images']) {
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

export interface LoadedArtifact extends Omit<ContentArtifact, 'documents'> {
  documents: DocumentMap;
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
  const documents = new Map(Object.entries(artifact.documents));
  for (const value of documents.values()) deepFreeze(value);
  return { ...artifact, documents };
}
