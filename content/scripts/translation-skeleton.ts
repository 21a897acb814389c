/**
 * Starts the translation of content files: for each English file under content/data named on the
 * command line (paths relative to content/data), writes content/i18n/<lang>/<same path> with the
 * strings to translate, still in English, in the shape the translation keeps (docs/translation.md).
 * A translator replaces every value; an existing translation is never overwritten.
 *
 *   node content/scripts/translation-skeleton.ts hi categories/astras.yaml texts/lilavati/verses.yaml
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { isVerseFile, translatablePart } from '../src/i18n/translatable.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const [lang, ...files] = process.argv.slice(2);
if (!lang || files.length === 0) {
  console.error('usage: node content/scripts/translation-skeleton.ts <lang> <file under content/data>…');
  process.exit(2);
}

for (const file of files) {
  const target = join(root, 'i18n', lang, file);
  if (existsSync(target)) {
    console.log(`kept ${target} (already started)`);
    continue;
  }
  const english: unknown = parse(readFileSync(join(root, 'data', file), 'utf8'));
  const part = isVerseFile(file)
    ? (english as Array<{ ref: string; en: string }>).map((verse) => ({ ref: verse.ref, [lang]: verse.en }))
    : translatablePart(english);
  mkdirSync(dirname(target), { recursive: true });
  const header = `# ${lang}: translation of content/data/${file} (docs/translation.md).\n`;
  writeFileSync(target, header + stringify(part, { lineWidth: 100, blockQuote: 'literal' }));
  console.log(`wrote ${target}`);
}
