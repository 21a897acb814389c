/**
 * Every rule of a language's translation (docs/translation.md), over all its files: each file
 * against its English (checkTranslation.ts), the glossary's names (glossary.ts), and the corpus
 * in that language against the schemas. Run by `npm test -- content` and
 * content/scripts/check-translation.ts.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkTranslationFile, checkVerseTranslations } from './checkTranslation.ts';
import { checkGlossary, translatedPairs, type Glossary } from './glossary.ts';
import { isVerseFile, translatablePart } from './translatable.ts';

const GLOSSARY_FILE = 'glossary.yaml';

/** The translation files of `lang` (paths relative to content/i18n/<lang>, the same as under content/data). */
export function translationFiles(root: string, lang: string): string[] {
  const base = join(root, 'i18n', lang);
  if (!existsSync(base)) return [];
  return globSync('**/*.yaml', { cwd: base })
    .filter((file) => file !== GLOSSARY_FILE && !file.startsWith('glossary/'))
    .sort();
}

function readGlossary(root: string, lang: string): Glossary {
  const file = join(root, 'i18n', lang, GLOSSARY_FILE);
  if (!existsSync(file)) return new Map();
  const data = parse(readFileSync(file, 'utf8')) as Record<string, unknown> | null;
  return new Map(Object.entries(data ?? {}).map(([english, translated]) => [english, String(translated)]));
}

export function checkTranslations(root: string, lang: string, only?: readonly string[]): string[] {
  const problems: string[] = [];
  const glossary = readGlossary(root, lang);
  for (const file of only ?? translationFiles(root, lang)) {
    const where = `i18n/${lang}/${file}`;
    const englishFile = join(root, 'data', file);
    if (!existsSync(englishFile)) {
      problems.push(`${where}: content/data/${file} does not exist`);
      continue;
    }
    const english: unknown = parse(readFileSync(englishFile, 'utf8'));
    const translated: unknown = parse(readFileSync(join(root, 'i18n', lang, file), 'utf8'));
    if (isVerseFile(file)) {
      const verses = english as Array<{ ref: string; en: string }>;
      problems.push(...checkVerseTranslations(verses, translated, lang, where));
      const byRef = new Map(verses.map((verse) => [verse.ref, verse.en]));
      const pairs = (Array.isArray(translated) ? translated : []).flatMap((entry: Record<string, unknown>) => {
        const en = byRef.get(String(entry?.ref));
        const text = entry?.[lang];
        return en !== undefined && typeof text === 'string'
          ? [[en, text, `${where} ${String(entry.ref)}`] as [string, string, string]]
          : [];
      });
      problems.push(...checkGlossary(glossary, pairs));
    } else {
      problems.push(...checkTranslationFile(english, translated, where));
      problems.push(...checkGlossary(glossary, translatedPairs(translatablePart(english), translated, where, [])));
    }
  }
  return problems;
}
