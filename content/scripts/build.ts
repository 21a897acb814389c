/**
 * The content build (`npm run build` runs it first): reads the corpus once, writes the files
 * derived from it and committed beside it (src/generated.ts), runs every content check (the same
 * as `npm test -- content`, content/src/checks.ts, with the Hindi translation's) and stops on a problem, compiles the artifact
 * every other part of the site reads (src/artifact.ts), and copies the images the server sends
 * into dist/images with their compressed forms.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ARTIFACT_FILE, buildArtifact } from '../src/artifact.ts';
import { runAllChecks } from '../src/checks.ts';
import { checkTranslations } from '../src/i18n/checkTranslations.ts';
import { generatedFiles } from '../src/generated.ts';
import { builtImagesDir, contentRoot, ContentError, imagesDir, loadCorpus, type Corpus } from '../src/index.ts';
import { builtDocumentsDir } from '../src/locations.ts';
import { precompressDocuments, precompressTree } from '../src/precompress.ts';

let corpus: Corpus;
let hindi: Corpus;
try {
  corpus = loadCorpus();
  hindi = loadCorpus(contentRoot, 'hi');
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const generated = await generatedFiles(corpus);
for (const file of generated) {
  const target = join(imagesDir, file.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, file.content);
}
const problems = runAllChecks(
  corpus,
  imagesDir,
  generated.map((file) => `/images/${file.path}`),
);
problems.push(...checkTranslations(contentRoot, 'hi'));
if (problems.length > 0) {
  console.error(`content build stopped: ${problems.length} problems\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

const { version } = JSON.parse(readFileSync(join(contentRoot, '..', 'package.json'), 'utf8')) as { version: string };
const artifact = buildArtifact(corpus, { hi: hindi }, version);
console.log(
  `content: checked; ${corpus.categories.length} categories, ${corpus.facts.length} facts, ${artifact.pages.length} pages, ` +
    `${Object.keys(artifact.documents).length} documents; ${relative(process.cwd(), ARTIFACT_FILE)} (${artifact.hash.slice(0, 12)})`,
);

rmSync(builtImagesDir, { recursive: true, force: true });
cpSync(imagesDir, builtImagesDir, { recursive: true });
const images = precompressTree(builtImagesDir);
console.log(
  `content: ${images.files} images precompressed, ${(images.bytes / 1024).toFixed(0)} KB → ${(images.brotli / 1024).toFixed(0)} KB brotli`,
);

const documents = await precompressDocuments(
  [artifact.documents, ...Object.values(artifact.editions).map((edition) => edition.documents)].flatMap((documents) =>
    Object.entries(documents),
  ),
  builtDocumentsDir,
);
console.log(
  `content: ${documents.files} documents precompressed, ${(documents.bytes / 1024).toFixed(0)} KB → ${(documents.brotli / 1024).toFixed(0)} KB brotli`,
);
