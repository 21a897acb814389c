/**
 * Reads the registry of texts (content/data/texts/<id>.yaml) with the verses of each
 * (content/data/texts/<id>/*.yaml, sections.yaml apart), in the text's order.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { compareRefs } from './locator.ts';
import { sectionsFileSchema, textSourceSchema, versesFileSchema, type Text } from './schema.ts';

export class TextsError extends Error {
  override name = 'TextsError';
}

function readYaml<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const result = schema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new TextsError(`${file} does not match its schema:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function loadTexts(textsDir: string): Text[] {
  if (!existsSync(textsDir)) return [];
  return readdirSync(textsDir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const source = readYaml(join(textsDir, file), textSourceSchema);
      if (`${source.id}.yaml` !== file) throw new TextsError(`${file} holds text id '${source.id}'`);
      const dir = join(textsDir, source.id);
      const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.yaml')) : [];
      const sections = files.includes('sections.yaml') ? readYaml(join(dir, 'sections.yaml'), sectionsFileSchema) : [];
      const verses = files
        .filter((name) => name !== 'sections.yaml')
        .flatMap((name) => readYaml(join(dir, name), versesFileSchema))
        .sort((a, b) => compareRefs(a.ref, b.ref));
      const seen = new Set<string>();
      for (const verse of verses) {
        if (seen.has(verse.ref)) throw new TextsError(`${source.id}: verse ${verse.ref} is given twice`);
        seen.add(verse.ref);
        const depth = verse.ref.split('.').length;
        if (depth < source.scheme.levels.length) {
          throw new TextsError(
            `${source.id}: verse ${verse.ref} has ${depth} numbers; the text's scheme has ${source.scheme.levels.length} (${source.scheme.levels.join('.')})`,
          );
        }
      }
      return { ...source, sections, verses };
    });
}
