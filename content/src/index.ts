/**
 * Loads the corpus from the YAML files, validates it against the schemas and derives what the
 * documents API serves. Used by the content build, its checks and the tests.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  categorySourceSchema,
  factsSourceSchema,
  hymnSourceSchema,
  measureChainSourceSchema,
  quizSourceSchema,
  relatedSourceSchema,
  webReferencesSchema,
  saptarishiSchema,
  siteConfigSchema,
  themesSourceSchema,
  festivalSchema,
  type Festival,
  type CategorySource,
  type Hymn,
  type MeasureChainSource,
  type QuizEntry,
  type RelationSource,
  type WebReference,
  type Saptarishi,
  type SiteConfig,
  type Theme,
} from './schema.ts';
import { DEFAULT_SAGE_KEY } from './contract/pages.ts';
import { loadTexts } from './texts/loadTexts.ts';
import { ContentError, readYaml as readYamlFile, type Translation } from './readYaml.ts';
import type { Text } from './texts/schema.ts';

export * from './schema.ts';
export { toIast } from './transliterate.ts';

export { builtImagesDir, contentRoot, imagesDir } from './locations.ts';
import { contentRoot } from './locations.ts';

export interface Corpus {
  site: SiteConfig;
  facts: z.infer<typeof factsSourceSchema>;
  /** Categories sorted by their `order`. */
  categories: CategorySource[];
  quiz: QuizEntry[];
  /** The seven sages, the default sage (Vasiṣṭha) first, then by name. */
  saptarishis: Saptarishi[];
  /** Hymns by id (the decoration pages' hymn modals). */
  hymns: Hymn[];
  /** Festival themes per page, in the order the theme button cycles through them. */
  themes: Partial<Record<'decoration' | 'devi', Theme[]>>;
  /** The festival pages: heading, hymn, picture and layout of each. */
  festivals: Festival[];
  /** The chain of length units behind the measurement converter (data/measures.yaml). */
  measures: MeasureChainSource;
  /** The texts the site cites, with the verses we hold of each (data/texts). */
  texts: Text[];
  /** What the texts say links two items (data/related.yaml): a formation raised against another, an astra that quells another. */
  related: RelationSource[];
  /** The names the quiz shows for its links to copies of the texts on the web (data/web-references.yaml). */
  webReferences: WebReference[];
  /** In another language than English: what its translation covers (docs/translation.md). */
  translation?: Translation;
}

export { DEFAULT_SAGE_KEY };

export { ContentError };

/**
 * The corpus in English, or with `lang`, in that language: each file with its translation laid
 * over it where there is one (content/i18n/<lang>), English where there is none.
 */
export function loadCorpus(root: string = contentRoot, lang?: string): Corpus {
  const dataDir = join(root, 'data');
  const translation: Translation | undefined = lang ? { lang, root, files: new Set(), verses: new Map() } : undefined;
  const readYaml = <S extends z.ZodType>(file: string, schema: S) => readYamlFile(file, schema, translation);
  const categoriesDir = join(dataDir, 'categories');
  const categories = readdirSync(categoriesDir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const category = readYaml(join(categoriesDir, file), categorySourceSchema);
      if (`${category.id}.yaml` !== file) throw new ContentError(`${file} holds category id '${category.id}'`);
      return category;
    })
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  const sagesDir = join(dataDir, 'saptarishis');
  const saptarishis = readdirSync(sagesDir)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => {
      const sage = readYaml(join(sagesDir, file), saptarishiSchema);
      if (`${sage.key}.yaml` !== file) throw new ContentError(`${file} holds sage key '${sage.key}'`);
      return sage;
    })
    .sort(
      (a, b) => Number(b.key === DEFAULT_SAGE_KEY) - Number(a.key === DEFAULT_SAGE_KEY) || a.name.localeCompare(b.name),
    );
  const yamlFiles = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.yaml'))
          .sort()
          .map((file) => join(dir, file))
      : [];
  const hymns = yamlFiles(join(dataDir, 'hymns')).map((file) => readYaml(file, hymnSourceSchema));
  const themes: Corpus['themes'] = {};
  for (const file of yamlFiles(join(dataDir, 'themes'))) {
    const source = readYaml(file, themesSourceSchema);
    themes[source.page] = source.themes;
  }
  const festivals = yamlFiles(join(dataDir, 'festivals')).map((file) => readYaml(file, festivalSchema));
  return {
    hymns,
    themes,
    festivals,
    site: readYaml(join(dataDir, 'site.yaml'), siteConfigSchema),
    facts: readYaml(join(dataDir, 'facts.yaml'), factsSourceSchema),
    categories,
    quiz: readYaml(join(dataDir, 'quiz.yaml'), quizSourceSchema),
    saptarishis,
    measures: readYaml(join(dataDir, 'measures.yaml'), measureChainSourceSchema),
    texts: loadTexts(join(dataDir, 'texts'), translation),
    related: readYaml(join(dataDir, 'related.yaml'), relatedSourceSchema),
    webReferences: readYaml(join(dataDir, 'web-references.yaml'), webReferencesSchema),
    ...(translation ? { translation } : {}),
  };
}
