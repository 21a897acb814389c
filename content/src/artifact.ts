/**
 * The content build: the corpus compiled once into one artifact, content/dist/corpus.json, which
 * is the only way content enters the site. The web build reads it (site settings, search index,
 * fonts' characters, the pages it prerenders) and the server reads it (the documents it serves),
 * so the two can never disagree. The artifact carries two hashes:
 *   - `hash`, of the compiled content: the web build records it, and the server refuses a web
 *     build made from other content;
 *   - `sourceHash`, of the files under content/data and content/images: the server refuses to
 *     start when they changed after the build (a YAML edit without `npm run build`).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { sitePaths, type SiteShape } from './contract/pages.ts';
import { buildDocuments, deepFreeze, type DocumentMap } from './documents/buildDocuments.ts';
import { contentRoot, loadCorpus, type Corpus } from './index.ts';
import type { SiteConfig } from './schema.ts';
import { buildSearchIndex } from './search/buildSearchIndex.ts';
import type { SearchIndex } from './search/types.ts';

export const ARTIFACT_FILE = join(contentRoot, 'dist', 'corpus.json');

export interface ContentArtifact {
  /** SHA-256 of everything below, compiled. */
  hash: string;
  /** SHA-256 of the source files the artifact was compiled from. */
  sourceHash: string;
  version: string;
  site: SiteConfig;
  /** Every page of the site (contract/pages.ts, sitePaths). */
  pages: string[];
  /** Every GET document by its key (contract/paths.ts, documentKey). */
  documents: Record<string, unknown>;
  searchIndex: SearchIndex;
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

export function siteShape(corpus: Corpus): SiteShape {
  return { categories: corpus.categories, sages: corpus.saptarishis };
}

export function compileContent(corpus: Corpus, version: string, sourceHash: string): ContentArtifact {
  const documents = Object.fromEntries(buildDocuments(corpus, version));
  const compiled = {
    sourceHash,
    version,
    site: corpus.site,
    pages: sitePaths(siteShape(corpus)),
    documents,
    searchIndex: buildSearchIndex(corpus),
  };
  const hash = createHash('sha256').update(JSON.stringify(compiled)).digest('hex');
  return { hash, ...compiled };
}

/** Compiles the corpus under `root` and writes the artifact; returns it. */
export function buildArtifact(version: string, root: string = contentRoot, file = ARTIFACT_FILE): ContentArtifact {
  const artifact = compileContent(loadCorpus(root), version, contentSourceHash(root));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(artifact));
  return artifact;
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
