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
import { siteShape } from './siteShape.ts';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { sitePages } from './contract/pages.ts';
import { buildDocuments } from './documents/buildDocuments.ts';
import { ARTIFACT_FILE, contentSourceHash, type ContentArtifact } from './artifactFile.ts';
import { contentRoot, type Corpus } from './index.ts';
import { buildSearchIndex, buildVerseIndex } from './search/buildSearchIndex.ts';

export * from './artifactFile.ts';

export { siteShape };

export function compileContent(corpus: Corpus, version: string, sourceHash: string): ContentArtifact {
  const documents = Object.fromEntries(buildDocuments(corpus, version));
  const compiled = {
    sourceHash,
    version,
    site: corpus.site,
    pages: sitePages(siteShape(corpus)),
    documents,
    searchIndex: buildSearchIndex(corpus),
    verseIndex: buildVerseIndex(corpus),
  };
  const hash = createHash('sha256').update(JSON.stringify(compiled)).digest('hex');
  return { hash, ...compiled };
}

/** Compiles the corpus (read from `root`) and writes the artifact; returns it. */
export function buildArtifact(
  corpus: Corpus,
  version: string,
  root: string = contentRoot,
  file = ARTIFACT_FILE,
): ContentArtifact {
  const artifact = compileContent(corpus, version, contentSourceHash(root));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(artifact));
  return artifact;
}
