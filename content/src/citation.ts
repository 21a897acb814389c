/**
 * The one citation type of the corpus: which registered text (its id in content/data/texts), where
 * in it (a locator in that text's scheme: "1.73", "6.1.27", "1.33–34, 1.44"), and an optional
 * remark. Items, categories, facts, measures, hymns, themes, quiz entries and the sages' references
 * all cite this way; `npm test -- content` holds every citation to the registry
 * (content/src/texts/checkCitations.ts). Kept apart from schema.ts so that measureSchema.ts, which
 * schema.ts imports, can use it without an import cycle.
 */
import { z } from 'zod';
import { CONTENT_ID } from './contract/paths.ts';

const text = z.string().trim().min(1);

/**
 * Every object this schema has parsed. The build finds the citations in the corpus and in the
 * documents made from it by this type, not by their shape: an object that happens to have `text`
 * and `ref` fields is no citation.
 */
const parsedCitations = new WeakSet<object>();

/** Whether `value` is a citation the corpus schema parsed (the documents hold the same objects). */
export function isCitation(value: unknown): value is Source {
  return typeof value === 'object' && value !== null && parsedCitations.has(value);
}

export const sourceSchema = z
  .strictObject({
    /** The registry id of the text ("dhanurveda_samhita"). */
    text: z.string().regex(CONTENT_ID, 'a citation names its text by registry id (content/data/texts/<id>.yaml)'),
    ref: text,
    note: text.optional(),
    url: z.url().optional(),
    /** Written by the build, never by authors: the text's short title, as pages show it. */
    title: text.optional(),
    /**
     * Written by the build, never by authors: the ref in its parts, each with the verse page it
     * opens when the site holds that verse (content/src/texts/citations.ts).
     */
    parts: z.array(z.strictObject({ label: text, path: z.string().optional() })).optional(),
  })
  .check(({ value }) => {
    parsedCitations.add(value);
  });
export type Source = z.infer<typeof sourceSchema>;
export const sourcesSchema = z.array(sourceSchema).min(1, 'every entry cites at least one source');
