/** Validates the corpus and writes the files derived from it (see src/generated.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { imagesDir, loadCorpus } from '../src/index.ts';
import { generatedFiles } from '../src/generated.ts';

const corpus = loadCorpus();
for (const file of await generatedFiles(corpus)) {
  const target = join(imagesDir, file.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, file.content);
}
console.log(`content: ${corpus.categories.length} categories, ${corpus.facts.length} facts; generated files written`);
