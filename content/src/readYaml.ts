/** Reads a YAML file of the content and validates it, with every schema problem in one message. */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { mergeTranslation, mergeVerseTranslations } from './i18n/merge.ts';
import { isVerseFile } from './i18n/translatable.ts';

export class ContentError extends Error {
  override name = 'ContentError';
}

/**
 * Reading the corpus in another language (docs/translation.md): each file under `root`/data is
 * read with its translation under `root`/i18n/`lang` laid over it, when there is one. What was
 * translated is recorded: the files, and per file of verses the verses.
 */
export interface Translation {
  lang: string;
  root: string;
  /** Files (relative to data/) that have a translation. */
  files: Set<string>;
  /** Per text id, the refs of its translated verses. */
  verses: Map<string, Set<string>>;
}

export function readYaml<S extends z.ZodType>(file: string, schema: S, translation?: Translation): z.infer<S> {
  let data: unknown = parse(readFileSync(file, 'utf8'));
  let name = file;
  if (translation) {
    const path = relative(join(translation.root, 'data'), file);
    const translated = join(translation.root, 'i18n', translation.lang, path);
    if (existsSync(translated)) {
      const overlay: unknown = parse(readFileSync(translated, 'utf8'));
      translation.files.add(path);
      name = `${file} with its translation ${translated}`;
      if (isVerseFile(path) && Array.isArray(data)) {
        const merged = mergeVerseTranslations(data as Array<{ ref: string; en: string }>, overlay, translation.lang);
        data = merged.verses;
        const textId = path.split('/')[1] ?? '';
        const refs = translation.verses.get(textId) ?? new Set<string>();
        for (const ref of merged.translatedRefs) refs.add(ref);
        translation.verses.set(textId, refs);
      } else data = mergeTranslation(data, overlay);
    }
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ContentError(`${name} does not match its schema:\n${lines.join('\n')}`);
  }
  return result.data;
}
