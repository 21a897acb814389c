/**
 * Reads the registry of texts (content/data/texts/<id>.yaml) with the verses of each
 * (content/data/texts/<id>/*.yaml, sections.yaml apart), in the text's order.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError, readYaml, type Translation } from '../readYaml.ts';
import { compareRefs } from './locator.ts';
import { sectionsFileSchema, textSourceSchema, versesFileSchema, type Text } from './schema.ts';

export function loadTexts(textsDir: string, translation?: Translation): Text[] {
  if (!existsSync(textsDir)) return [];
  return readdirSync(textsDir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const english = translation ? readYaml(join(textsDir, file), textSourceSchema) : undefined;
      const translated = readYaml(join(textsDir, file), textSourceSchema, translation);
      // Citations name a text in English in every edition (their `text` is never translated), so a
      // translated text keeps its English title and short title as names a citation may use.
      const source = english
        ? { ...translated, aliases: [...translated.aliases, english.title, english.short_title] }
        : translated;
      if (`${source.id}.yaml` !== file) throw new ContentError(`${file} holds text id '${source.id}'`);
      if (source.kind === 'primary' && !source.title_deva)
        throw new ContentError(`${file}: a primary text needs its title in Devanagari (title_deva)`);
      if (source.other_editions && !source.edition.part)
        throw new ContentError(`${file}: with other_editions, the edition says which part of the text it gives (part)`);
      const dir = join(textsDir, source.id);
      const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.yaml')) : [];
      const sections = files.includes('sections.yaml')
        ? readYaml(join(dir, 'sections.yaml'), sectionsFileSchema, translation)
        : [];
      const verses = files
        .filter((name) => name !== 'sections.yaml')
        .flatMap((name) => readYaml(join(dir, name), versesFileSchema, translation))
        .sort((a, b) => compareRefs(a.ref, b.ref));
      const seen = new Set<string>();
      for (const verse of verses) {
        if (seen.has(verse.ref)) throw new ContentError(`${source.id}: verse ${verse.ref} is given twice`);
        seen.add(verse.ref);
        if (verse.printed !== undefined && verse.printed_counted !== undefined)
          throw new ContentError(`${source.id}: verse ${verse.ref} gives both printed and printed_counted`);
        const depth = verse.ref.split('.').length;
        if (depth < source.scheme.levels.length) {
          throw new ContentError(
            `${source.id}: verse ${verse.ref} has ${depth} numbers; the text's scheme has ${source.scheme.levels.length} (${source.scheme.levels.join('.')})`,
          );
        }
      }
      return { ...source, sections, verses };
    });
}
