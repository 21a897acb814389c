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
    group: true,
    author: true,
  })
  .extend({
    /** How many verses of it the site holds. */
    verse_count: z.number().int().nonnegative(),
    /** Where to start reading: its first chapter of which the site holds verses, else its first verse. */
    start: text.optional(),
  });

export const textDocumentSchema = textSourceSchema.omit({ aliases: true }).extend({
  sections: z.array(sectionSourceSchema),
  /** Every verse held, in order: its ref and the number the edition prints where that differs. */
  contents: z.array(z.strictObject({ ref: text, printed: text.optional() })),
});

export const verseWithIastSchema = verseSourceSchema.extend({ sa_iast: text });

const pageLink = z.strictObject({ path: text, title: text });

/** A run of verses, first to last (equal for one verse). */
const verseRunSchema = z.strictObject({ first: text, last: text });

/** The verse a sentence runs into from this one: its ref where it has a number, and whether it is held. */
const sentenceEdgeSchema = z.strictObject({ ref: text.optional(), held: z.boolean() });

const textHeader = textSourceSchema
  .pick({ id: true, title: true, title_deva: true, short_title: true, scheme: true })
  .extend({
    /** The printed edition these verses follow (a text read in several prints names the one of their part). */
    edition: z.strictObject({ title: text, editor: text, publisher: text, year: text }),
  });

/**
 * The verse the site holds before (or after) a page's verses. `follows`: it is the very next
 * verse of the text; otherwise `missing` is the run between them in one chapter, and without
 * `missing` the two are in different chapters.
 */
const neighbourSchema = z.strictObject({ locator: text, follows: z.boolean(), missing: verseRunSchema.optional() });

export const verseDocumentSchema = z.strictObject({
  text: textHeader,
  /** The locator as the site shows it ("1.2.13–23"). */
  label: text,
  /** The chapter page the verses are read in, when the text has chapters and they share one. */
  chapter: text.optional(),
  verses: z.array(verseWithIastSchema).min(1),
  /** In a range, the verses of it the site does not hold (numbered verses of one chapter). */
  not_held: z.array(verseRunSchema),
  /**
   * Where the first verse finishes a sentence begun before it, and the last begins one that goes on
   * (./sentence.ts): the verse the sentence runs into, and whether the site holds it.
   */
  sentence_before: sentenceEdgeSchema.optional(),
  sentence_after: sentenceEdgeSchema.optional(),
  /** The verse before the first and after the last, when we hold them. */
  previous: neighbourSchema.optional(),
  next: neighbourSchema.optional(),
  /** The pages of the site whose citations include one of these verses. */
  cited_on: z.array(pageLink),
});

/** A chapter: every verse of it the site holds, in the text's order, and which are cited. */
export const chapterDocumentSchema = z.strictObject({
  text: textHeader,
  /** Its locator ("7.33", "1"). */
  chapter: text,
  verses: z.array(verseWithIastSchema).min(1),
  /** The refs of the verses some page of the site cites. */
  cited: z.array(text),
  /** Numbered verses the site does not hold: up to the chapter's last, or the last one held where its length is not known. */
  not_held: z.array(verseRunSchema),
  /** How many verses the chapter has, where we know it. */
  length: z.number().int().positive().optional(),
  /** The site holds the whole chapter (the text is complete, or every verse of a chapter of known length is held). */
  whole: z.boolean(),
  /** The chapters before and after it of which the site holds verses. */
  previous: z.strictObject({ chapter: text }).optional(),
  next: z.strictObject({ chapter: text }).optional(),
});

export type TextSummary = z.infer<typeof textSummarySchema>;
export type TextDocument = z.infer<typeof textDocumentSchema>;
export type VerseDocument = z.infer<typeof verseDocumentSchema>;
export type ChapterDocument = z.infer<typeof chapterDocumentSchema>;
