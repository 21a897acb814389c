/**
 * The content build (`npm run build` runs it first): validates the corpus, writes the files
 * derived from it and committed beside it (src/generated.ts), compiles the artifact every other
 * part of the site reads (src/artifact.ts), and copies the images the server sends into
 * dist/images with their compressed forms.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ARTIFACT_FILE, buildArtifact } from '../src/artifact.ts';
import { generatedFiles } from '../src/generated.ts';
import { builtImagesDir, contentRoot, imagesDir, loadCorpus } from '../src/index.ts';
import { builtDocumentsDir } from '../src/locations.ts';
import { precompressDocuments, precompressTree } from '../src/precompress.ts';

const corpus = loadCorpus();
for (const file of await generatedFiles(corpus)) {
  const target = join(imagesDir, file.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, file.content);
}
const { version } = JSON.parse(readFileSync(join(contentRoot, '..', 'package.json'), 'utf8')) as { version: string };
const artifact = buildArtifact(version);
console.log(
  `content: ${corpus.categories.length} categories, ${corpus.facts.length} facts, ${artifact.pages.length} pages, ` +
    `${Object.keys(artifact.documents).length} documents; ${relative(process.cwd(), ARTIFACT_FILE)} (${artifact.hash.slice(0, 12)})`,
);

rmSync(builtImagesDir, { recursive: true, force: true });
cpSync(imagesDir, builtImagesDir, { recursive: true });
const images = precompressTree(builtImagesDir);
console.log(
  `content: ${images.files} images precompressed, ${(images.bytes / 1024).toFixed(0)} KB → ${(images.brotli / 1024).toFixed(0)} KB brotli`,
);

const documents = await precompressDocuments(Object.values(artifact.documents), builtDocumentsDir);
console.log(
  `content: ${documents.files} documents precompressed, ${(documents.bytes / 1024).toFixed(0)} KB → ${(documents.brotli / 1024).toFixed(0)} KB brotli`,
);
