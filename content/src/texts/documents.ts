/**
 * The documents of the texts: the list of texts, one text with its contents, and a verse (or a
 * range of verses) with its neighbours and the pages of the site that cite it.
 */
import { z } from 'zod';
import { textSourceSchema, verseSourceSchema, sectionSourceSchema } from './schema.ts';

const text = z.string().trim().min(1);

/** A text as the list of texts shows it. */
export const textSummarySchema = textSourceSchema
  .pick({
    id: true,
    title: true,
    title_deva: true,
    short_title: true,
    kind: true,
    author: true,
  })
  .extend({
    /** How many verses of it the site holds. */
    verse_count: z.number().int().nonnegative(),
  });

export const textDocumentSchema = textSourceSchema.omit({ aliases: true }).extend({
  sections: z.array(sectionSourceSchema),
  /** Every verse held, in order: its ref and the number the edition prints where that differs. */
  contents: z.array(z.strictObject({ ref: text, printed: text.optional() })),
});

export const verseWithIastSchema = verseSourceSchema.extend({ sa_iast: text });

const pageLink = z.strictObject({ path: text, title: text });

export const verseDocumentSchema = z.strictObject({
  text: textSourceSchema.pick({ id: true, title: true, title_deva: true, short_title: true, scheme: true }),
  /** The locator as the site shows it ("1.2.13–23"). */
  label: text,
  verses: z.array(verseWithIastSchema).min(1),
  /** The verse before the first and after the last, when we hold them. */
  previous: z.strictObject({ locator: text }).optional(),
  next: z.strictObject({ locator: text }).optional(),
  /** The pages of the site whose citations include one of these verses. */
  cited_on: z.array(pageLink),
});

export type TextSummary = z.infer<typeof textSummarySchema>;
export type TextDocument = z.infer<typeof textDocumentSchema>;
export type VerseDocument = z.infer<typeof verseDocumentSchema>;
