/**
 * The registry of texts the site cites (content/data/texts/<id>.yaml) and their verses
 * (content/data/texts/<id>/*.yaml): which edition the site follows, how a place in the text is
 * written (its locator scheme), and the verses we read, each with our own translation.
 * docs/decisions.md, "Texts and verses", says why the site works this way.
 */
import { z } from 'zod';
import { CONTENT_ID } from '../contract/paths.ts';
import { TEXT_GROUPS } from './groups.ts';
import type { SentenceEdges } from './sentence.ts';

const text = z.string().trim().min(1);
/** A chapter's locator: numbers joined by dots, the first level perhaps a word (`7.33`, `sutra.26`). */
const CHAPTER_KEY = /^(?:[a-z]+\.)?\d+(?:\.\d+)*$/;

/** A verse's place in its text: numbers joined by dots ("1.176", "6.1.27", "sutra.26.3", "8.65.13*1039"; ./locator.ts). */
const VERSE_REF = /^(?:[a-z]+\.)?[1-9][0-9]*(?:\.[1-9][0-9]*)*(?:\*[1-9][0-9]*)?$/;

/** A printed edition, and the e-text of it we read (repository, commit, path). */
const editionSchema = z.strictObject({
  title: text,
  editor: text,
  publisher: text,
  year: text,
  read_at: text,
  /** The part of the text this print gives ("Book 1"), where the verses come from several. */
  part: text.optional(),
});

export const textSourceSchema = z.strictObject({
  id: z.string().regex(CONTENT_ID),
  title: text,
  /** The title in Devanagari; a secondary source in English (an article, a translation) has none. */
  title_deva: text.optional(),
  short_title: text,
  author: text,
  date: z.strictObject({ text, source: text }),
  /** Primary: the text itself. Secondary: a modern book or article about it. */
  kind: z.enum(['primary', 'secondary']),
  /** Where the list of texts shows it (./groups.ts). */
  group: z.enum(TEXT_GROUPS),
  edition: editionSchema,
  /**
   * Where no public-domain print of the whole text was found and its verses come from several
   * prints: the others, `edition` being the one most verses follow. Each edition then says which
   * part of the text it gives (`part`).
   */
  other_editions: z.array(editionSchema.extend({ part: text })).optional(),
  licence: text,
  scheme: z.strictObject({
    /** The names of the levels of a locator, outermost first ("book", "chapter", "verse"). */
    levels: z.array(text).min(1),
    separator: z.literal('.'),
    /** How a part a locator names by a word is written for readers (Suśruta's `sutra` → Sūtrasthāna). */
    part_names: z.record(z.string().regex(/^[a-z]+$/), text).optional(),
    note: text.optional(),
  }),
  covers: text,
  site_draws: text,
  /** Other spellings of the title that citations use. */
  aliases: z.array(text),
  /**
   * We hold every verse of the text (the Dhanurveda-saṃhitā): a citation of a verse we do not hold
   * names a place outside the text, and `npm test -- content` refuses it.
   */
  complete: z.boolean().default(false),
  /**
   * How many verses a chapter has in the numbering of our locators, where we know it
   * (`"7.33": 14`, `"sutra.26": 23` where the first level is named): its page then names the verses after the last one held, and says when the site
   * holds it whole. `npm test -- content` refuses a held verse beyond it.
   */
  chapter_lengths: z.record(z.string().regex(CHAPTER_KEY), z.number().int().positive()).optional(),
  /**
   * Chapters cited in three or more verses that the site does not hold whole, each with the reason
   * (`npm test -- content` asks for every other such chapter whole: texts/checkCitedChapters.ts).
   */
  partial_chapters: z.record(z.string().regex(CHAPTER_KEY), text).optional(),
});
type TextSource = z.infer<typeof textSourceSchema>;

export const verseSourceSchema = z.strictObject({
  ref: z.string().regex(VERSE_REF, 'a verse ref is numbers joined by dots'),
  /**
   * The number the edition prints, where it differs from the ref (numbering that restarts, or a
   * text whose locators follow another edition's numbering); "none" where the edition prints none.
   */
  printed: z.union([z.string(), z.number()]).transform(String).optional(),
  /**
   * The edition's number as we counted it, where the e-text we read does not number its verses and
   * no numbered copy of the chapter could be compared; instead of `printed`.
   */
  printed_counted: z.string().optional(),
  /** The original, in Devanagari, as the edition prints it (lines separated by newlines). */
  sa: text,
  /** Our English translation. */
  en: text,
  note: text.optional(),
});
type VerseSource = z.infer<typeof verseSourceSchema>;

/** A part of a text whose numbering runs on its own (the Dhanurveda-saṃhitā's two sections). */
export const sectionSourceSchema = z.strictObject({
  n: z.number().int().positive(),
  title: text,
  title_deva: text,
  first: z.number().int().positive(),
  last: z.number().int().positive(),
});

export const versesFileSchema = z.array(verseSourceSchema);
export const sectionsFileSchema = z.array(sectionSourceSchema);

export interface Text extends TextSource {
  /** Every verse we hold, in the text's order. */
  verses: VerseSource[];
  sections: z.infer<typeof sectionSourceSchema>[];
  /** The verses whose sentence runs past them, by ref (./sentence.ts). */
  sentences: ReadonlyMap<string, SentenceEdges>;
}
