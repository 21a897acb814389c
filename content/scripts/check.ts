/**
 * `npm test -- content`: every content check (content/src/checks.ts, which the content build also
 * runs), the generated files committed beside the corpus being up to date, and the Hindi
 * translation (docs/translation.md): its files against the English, and the corpus in Hindi
 * against the schemas.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentRoot, ContentError, imagesDir, loadCorpus } from '../src/index.ts';
import { checkTranslations } from '../src/i18n/checkTranslations.ts';
import { runAllChecks } from '../src/checks.ts';
import { generatedFiles } from '../src/generated.ts';

try {
  const corpus = loadCorpus();
  const generated = await generatedFiles(corpus);
  const problems = runAllChecks(
    corpus,
    imagesDir,
    generated.map((file) => `/images/${file.path}`),
  );
  problems.push(...checkTranslations(contentRoot, 'hi'));
  loadCorpus(contentRoot, 'hi');
  for (const file of generated) {
    const target = join(imagesDir, file.path);
    if (!existsSync(target) || readFileSync(target, 'utf8') !== file.content) {
      problems.push(`images/${file.path} is out of date: run npm run build -w @shastra/content`);
    }
  }
  if (problems.length > 0) {
    console.error(`content check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  const items = corpus.categories.reduce((n, c) => n + c.items.length, 0);
  console.log(
    `content check passed: ${corpus.categories.length} categories, ${items} items, ${corpus.facts.length} facts`,
  );
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
