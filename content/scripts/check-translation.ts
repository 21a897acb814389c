/**
 * Checks translation files against their English (docs/translation.md) and prints every problem.
 *
 *   node content/scripts/check-translation.ts hi                          every Hindi file
 *   node content/scripts/check-translation.ts hi categories/astras.yaml   one file
 */
import { contentRoot } from '../src/locations.ts';
import { checkTranslations, translationFiles } from '../src/i18n/checkTranslations.ts';

const [lang, ...named] = process.argv.slice(2);
if (!lang) {
  console.error('usage: node content/scripts/check-translation.ts <lang> [file under content/data]…');
  process.exit(2);
}
const files = named.length > 0 ? named : translationFiles(contentRoot, lang);
const problems = checkTranslations(contentRoot, lang, files);
for (const problem of problems) console.log(problem);
console.log(problems.length === 0 ? `${files.length} files, no problems` : `${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
