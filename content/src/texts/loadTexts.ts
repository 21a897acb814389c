/**
 * Reads the registry of texts (content/data/texts/<id>.yaml) with the verses of each
 * (content/data/texts/<id>/verses*.yaml), in the text's order.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError, readYaml, type Translation } from '../readYaml.ts';
import { follows } from './chapters.ts';
import { compareRefs } from './locator.ts';
import { sentenceEdges, type SentenceEdges } from './sentence.ts';
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
      // Only verses*.yaml hold verses: a text's folder may keep other data beside them
      // (sections.yaml, the Mahābhārata's ce-differences.yaml).
      const verseFiles = files.filter((name) => /^verses[^/]*\.yaml$/.test(name));
      const verses = verseFiles
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
      // Where a sentence runs past a verse is read from our English in every edition.
      const englishVerses = translation
        ? verseFiles.flatMap((name) => readYaml(join(dir, name), versesFileSchema))
        : verses;
      const sentences = sentenceMap(englishVerses, source.scheme.levels.length);
      return { ...source, sections, verses, sentences };
    });
}

/**
 * The verses whose sentence runs past them. Neighbours share an edge: a verse whose English goes on
 * makes the next one's sentence begin before it, though that one may start with a name in capitals
 * or an opening quote; and a verse that starts in lower case makes the one before it run on.
 */
function sentenceMap(verses: readonly { ref: string; en: string }[], levels: number): Map<string, SentenceEdges> {
  const sorted = [...verses].sort((a, b) => compareRefs(a.ref, b.ref));
  const edges = sorted.map((verse) => sentenceEdges(verse.en));
  sorted.forEach((verse, i) => {
    const next = sorted[i + 1];
    const here = edges[i];
    const there = edges[i + 1];
    if (!next || !here || !there || !follows(verse.ref, next.ref, levels)) return;
    const joined = here.after || there.before;
    here.after = joined;
    there.before = joined;
  });
  const sentences = new Map<string, SentenceEdges>();
  sorted.forEach((verse, i) => {
    const edge = edges[i];
    if (edge && (edge.before || edge.after)) sentences.set(verse.ref, edge);
  });
  return sentences;
}
