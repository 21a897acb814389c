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
import type { Locale } from './contract/locales.ts';
import { buildDocuments, type DocumentMap } from './documents/buildDocuments.ts';
import {
  ARTIFACT_FILE,
  contentSourceHash,
  type ContentArtifact,
  type EditionContent,
  type TranslatedLocale,
} from './artifactFile.ts';
import { contentRoot, type Corpus } from './index.ts';
import { buildSearchIndex, buildVerseIndex } from './search/buildSearchIndex.ts';
import { linkDocumentProse, plainCorpusProse } from './texts/linkProse.ts';

export * from './artifactFile.ts';

export { siteShape };

/** An edition's content: its documents and search indexes, from its corpus. */
function compileEdition(corpus: Corpus, version: string): EditionContent {
  return {
    site: corpus.site,
    documents: Object.fromEntries(linkDocumentProse(buildDocuments(corpus, version), corpus.texts)),
    searchIndex: buildSearchIndex(plainCorpusProse(corpus)),
    verseIndex: buildVerseIndex(corpus),
  };
}

/**
 * Every edition's content straight from the corpora, with documents by key, as the artifact gives
 * them once read (for tests, which build without writing the artifact).
 */
export function compileEditions(corpora: Record<Locale, Corpus>): Record<Locale, EditionContent<DocumentMap>> {
  return Object.fromEntries(
    Object.entries(corpora).map(([locale, corpus]) => [
      locale,
      {
        site: corpus.site,
        documents: linkDocumentProse(buildDocuments(corpus), corpus.texts),
        searchIndex: buildSearchIndex(plainCorpusProse(corpus)),
        verseIndex: buildVerseIndex(corpus),
      },
    ]),
  ) as Record<Locale, EditionContent<DocumentMap>>;
}

/** Compiles the English corpus, and beside it each translated edition's (`translations`). */
export function compileContent(
  corpus: Corpus,
  version: string,
  sourceHash: string,
  translations: Record<TranslatedLocale, Corpus>,
): ContentArtifact {
  const { documents, searchIndex, verseIndex } = compileEdition(corpus, version);
  const editions = Object.fromEntries(
    Object.entries(translations).map(([locale, translated]) => [locale, compileEdition(translated, version)]),
  ) as Record<TranslatedLocale, EditionContent>;
  const compiled = {
    sourceHash,
    version,
    site: corpus.site,
    pages: sitePages(siteShape(corpus)),
    documents,
    searchIndex,
    verseIndex,
    editions,
  };
  const hash = createHash('sha256').update(JSON.stringify(compiled)).digest('hex');
  return { hash, ...compiled };
}

/** Compiles the corpus (read from `root`) and writes the artifact; returns it. */
export function buildArtifact(
  corpus: Corpus,
  translations: Record<TranslatedLocale, Corpus>,
  version: string,
  root: string = contentRoot,
  file = ARTIFACT_FILE,
): ContentArtifact {
  const artifact = compileContent(corpus, version, contentSourceHash(root), translations);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(artifact));
  return artifact;
}
