/**
 * The zod schemas for every entity of the content (content/README.md documents each field). Two layers:
 *  - *source* schemas describe the YAML files authors write (strict: unknown keys are errors);
 *  - *document* schemas describe what the documents API answers (derived fields added at build).
 * Every TypeScript type in the project comes from here through z.infer.
 */
import { z } from 'zod';
import { CARD_FIELDS } from './cardFields.ts';
import { sourceSchema, sourcesSchema } from './citation.ts';
import { CONTENT_ID } from './contract/paths.ts';
import { FEEDBACK_EMAIL_MAX, FEEDBACK_MESSAGE_MAX } from './contract/feedback.ts';
import { gripSchema, videoSchema } from './media.ts';
import { measureConverterSchema } from './measureSchema.ts';

export * from './measureSchema.ts';
export * from './media.ts';

/** A plain id: lowercase letters, digits and underscores. Used in URLs, so kept narrow. */
export const idSchema = z.string().regex(CONTENT_ID, 'ids are lowercase words joined by underscores');

/** Site-relative path of an image shipped in content/images. */
export const imageUrlSchema = z.string().regex(/^\/images\/[a-z0-9_/-]+\.svg$/, 'images are SVG files under /images/');

const text = z.string().trim().min(1);

export { sourceSchema, type Source } from './citation.ts';
const sources = sourcesSchema;

/** Devanagari text (letters, signs, digits, danda, spaces and light punctuation). */
export const devanagariSchema = z.string().regex(/^[\p{scx=Deva}\s.,;:’()‘-]+$/u, 'must be written in Devanagari');

// ---------------------------------------------------------------- info (categories)

export const informationDetailSchema = z.strictObject({
  sub_title: text.optional(),
  sub_imageurl: imageUrlSchema.optional(),
  sub_details: z.array(text).default([]),
});

export const informationSchema = z.strictObject({
  title: text,
  imageurl: imageUrlSchema.optional(),
  details: z.array(informationDetailSchema).default([]),
});

export const measurementCardSchema = z.strictObject({
  name: text,
  info: text,
  links: z.array(z.url()).default([]),
});

export const hyperlinkSchema = z.strictObject({
  words: z.array(text).min(1),
  link: z.string().regex(/^\/[a-z0-9_/#-]*$/, 'hyperlinks point inside the site'),
});

export const contributorSchema = z.strictObject({
  name: text,
  profile_link: z.array(z.url()).default([]),
});

// ---------------------------------------------------------------- items

const moreInfoSchema = z.strictObject({
  name: text,
  imageurl: imageUrlSchema.optional(),
  image_alt: text.optional(),
  desc: z.array(text).default([]),
});

/** Fields an item may carry. Category-specific text fields are all optional here; per-category
 *  requirements are enforced by `requiredItemFields` below. */
/** What a name means in plain English, under the name on its card and beside its heading. */
const gloss = text.max(48, 'a gloss is a few words: at most 48 characters');
/** Other spellings and names readers type (Chakravyuh, Brahmastra): every search field finds them. */
const aliases = z.array(text).min(1);

const itemFields = {
  id: idSchema,
  name: text,
  gloss: gloss.optional(),
  aliases: aliases.optional(),
  imageurl: imageUrlSchema,
  image_alt: text,
  mainurl: imageUrlSchema.optional(),
  intro: text.optional(),
  desc: z.array(text).optional(),
  more_info: z.array(moreInfoSchema).optional(),
  materials: z.array(text).optional(),
  /** Plain lines (specific details) or cards with 'Learn more' links (info-style pages). */
  measurements: z.array(z.union([measurementCardSchema, text])).optional(),
  /** Info-style and explanation variants of the item page (docs/architecture.md, "Views chosen by content"). */
  information: z.array(informationSchema).optional(),
  rules: z.array(text).optional(),
  explanation: z.array(text).optional(),
  hyperlink: z.array(hyperlinkSchema).optional(),
  contributors: z.array(contributorSchema).optional(),
  sanskrit_name: devanagariSchema.optional(),
  used_for: text.optional(),
  deity: text.optional(),
  counter_by: text.optional(),
  application: text.optional(),
  shape: text.optional(),
  position: text.optional(),
  use: text.optional(),
  holding: text.optional(),
  aiming: text.optional(),
  pose: text.optional(),
  info: text.optional(),
  when_to_use: text.optional(),
  structure: text.optional(),
  connecting_feathers_to_arrow: z.array(text).optional(),
  things_to_avoid: z.array(text).optional(),
  bows_considered_auspicious: z.array(text).optional(),
  bows_that_are_prohibited: z.array(text).optional(),
  process: z.array(text).optional(),
  /** Presentation: the dedicated view of a craft (its intro, then its parts as cards). */
  layout: z.enum(['building']).optional(),
  /** Presentation: the main image is left out of the page. */
  hide_main_image: z.literal(true).optional(),
  /** Presentation: more_info cards in this many columns on wide screens. */
  more_info_columns: z.literal(2).optional(),
  /** A vyūha's formation diagram as data: rendered to SVG by content/scripts. */
  formation: z
    .strictObject({
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      units: z.array(
        z.strictObject({
          x: z.number(),
          y: z.number(),
          kind: z.enum(['chariot', 'elephant', 'horse', 'foot', 'commander']),
        }),
      ),
      front: z.enum(['up', 'down', 'left', 'right']).default('up'),
    })
    .optional(),
  /** A string grip as drawing data: the page's animated demonstration closes the hand into it. */
  grip: gripSchema.optional(),
  /** A video of what the page describes, with its credit (content/README.md, "Videos"). */
  video: videoSchema.optional(),
  sources,
};

export const subItemSourceSchema = z.strictObject(itemFields);
export const itemSourceSchema = z.strictObject({
  ...itemFields,
  /** Items with sub-items (e.g. bow_building) list them here; their page is a card grid. */
  items: z.array(subItemSourceSchema).optional(),
});
export type ItemSource = z.infer<typeof itemSourceSchema>;

export { CARD_FIELDS, CARD_LABELS, type CardField } from './cardFields.ts';

// ---------------------------------------------------------------- categories

/** How a category's own page shows (docs/architecture.md, "Views chosen by content"). */
export const categoryPageSchema = z
  .strictObject({
    /** `listing`: intro, then the searchable item list. `article`: one info-style page. */
    layout: z.enum(['listing', 'article']).default('listing'),
    /** The category's picture beside its intro, or at the head of its article. */
    show_image: z.boolean().default(true),
    /** The Sanskrit name beside the page's title. */
    title_sanskrit: z.boolean().default(true),
    /** The 'What is {name} / {Sanskrit name}?' heading: with the Sanskrit, English only, or none. */
    what_is: z.enum(['with_sanskrit', 'english_only', 'none']).default('with_sanskrit'),
    /** The title of an information block shown as a legend above the list (the vyūha symbols). */
    legend: text.optional(),
  })
  .prefault({});

/** How a category's items show. */
export const itemsViewSchema = z
  .strictObject({
    /** `by_data`: the variant an item's fields call for; or every item in one layout. */
    layout: z.enum(['by_data', 'explanation', 'more_info']).default('by_data'),
    /** The fields of the labelled detail card, after the name; no card without them. */
    card_fields: z.array(z.enum(CARD_FIELDS)).optional(),
    /** A notice at the top of every item (caution: a warning). */
    notice: z.strictObject({ text, tone: z.enum(['info', 'caution']).default('info') }).optional(),
    /** A paragraph under every item's detail card. */
    card_note: text.optional(),
  })
  .prefault({});
export type ItemsView = z.infer<typeof itemsViewSchema>;

export const categorySourceSchema = z.strictObject({
  id: idSchema,
  /** Position on the home grid and in the menu. */
  order: z.number().int().nonnegative(),
  page: categoryPageSchema,
  items_view: itemsViewSchema,
  name: text,
  gloss: gloss.optional(),
  aliases: aliases.optional(),
  sanskrit_name: devanagariSchema.optional(),
  imageurl: imageUrlSchema,
  image_alt: text,
  intro: text,
  information: z.array(informationSchema).default([]),
  rules: z.array(text).default([]),
  measurements: z.array(z.union([measurementCardSchema, text])).default([]),
  explanation: z.array(text).default([]),
  hyperlink: z.array(hyperlinkSchema).default([]),
  contributors: z.array(contributorSchema).default([]),
  /** A video for the whole category, with its credit (content/README.md, "Videos"). */
  video: videoSchema.optional(),
  sources,
  items: z.array(itemSourceSchema).default([]),
});
export type CategorySource = z.infer<typeof categorySourceSchema>;

// ---------------------------------------------------------------- facts, feedback, quiz, sages, hymns, themes

export const factSourceSchema = z.strictObject({ fact: text, sources });
export const factsSourceSchema = z.array(factSourceSchema).min(1);

/** The feedback a visitor sends. Bounds are ours (docs/decisions.md, "Feedback"). */
export { FEEDBACK_EMAIL_MAX, FEEDBACK_MESSAGE_MAX };
/** PostgreSQL text cannot hold NUL, and no person types other control characters. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const feedbackSchema = z.strictObject({
  email: z.string().trim().max(FEEDBACK_EMAIL_MAX).pipe(z.email()),
  message: z
    .string()
    .trim()
    .min(1)
    .max(FEEDBACK_MESSAGE_MAX)
    .refine((message) => !CONTROL_CHARACTERS.test(message), 'control characters are not allowed'),
  /** Honeypot: a field people never see; bots fill it. */
  website: z.string().max(500).optional(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** A quiz reference: an https link to a source, or a page of this site (`/arrow_heads/bhalla`). */
export const referenceLinkSchema = z.union([
  z.url({ protocol: /^https$/ }),
  z.string().regex(/^\/[a-z0-9_/#-]+$/, 'site links are paths like /arrow_heads/bhalla'),
]);

/**
 * How the quiz's play mode (rounds of questions with four choices) asks a question. Its rules,
 * beyond this shape, are content/src/quiz/checkQuizPlay.ts's.
 */
export const quizPlaySchema = z.strictObject({
  /** young: a ten-year-old who has read the site's page can answer; scholar: it needs the text's details. */
  level: z.enum(['young', 'scholar']),
  /** Three wrong answers of the same kind as the answer, each false by the sources. */
  distractors: z.array(text),
  /** One plain sentence a child understands, saying why the answer is right. */
  explanation: text,
});
export type QuizPlay = z.infer<typeof quizPlaySchema>;

export const quizEntrySchema = z.strictObject({
  quiz_information: z.strictObject({
    question: text,
    answer: z.array(text).min(1),
    /** The verses that state the answer, shown with it (each opens its verse page). */
    sources: z.array(sourceSchema).default([]),
    references: z.array(referenceLinkSchema).min(1),
    /** Names of readers who answered a round correctly; operators add them when a round closes. */
    winners: z.array(text).default([]),
  }),
  /**
   * The play mode's choices. Every entry of content/data/quiz.yaml has one (quizSourceSchema);
   * GET /documents/quiz does not send it (quizDocumentEntrySchema).
   */
  play: quizPlaySchema.optional(),
});
/** content/data/quiz.yaml: every entry with its `play`. */
export const quizSourceSchema = z.array(quizEntrySchema.required({ play: true })).min(1);
export type QuizEntry = z.infer<typeof quizEntrySchema>;
/** content/data/web-references.yaml: the name the quiz shows for each of its https references. */
export const webReferencesSchema = z.array(z.strictObject({ url: z.url({ protocol: /^https$/ }), title: text }));
export type WebReference = z.infer<typeof webReferencesSchema>[number];

/**
 * An entry as GET /documents/quiz answers it (README): `quiz_information`, and beside it the name
 * of each reference in the same order (`reference_titles`, written by the build: a page's title,
 * or a web copy's name from web-references.yaml), so pages show names, never addresses.
 */
export const quizDocumentEntrySchema = quizEntrySchema
  .omit({ play: true })
  .extend({ reference_titles: z.array(text).optional() });
export type QuizDocumentEntry = z.infer<typeof quizDocumentEntrySchema>;
/**
 * A question as the play mode asks it (GET /documents/quiz/play): its number in the quiz (`n`, the
 * flashcard page /quiz?q=n), its level, the question, the answer and three distractors as the
 * choices, the one-sentence explanation and the verses that state the answer.
 */
export const quizPlayDocumentEntrySchema = z.strictObject({
  n: z.number().int().min(1),
  level: quizPlaySchema.shape.level,
  question: text,
  answer: z.array(text).min(1),
  distractors: z.array(text),
  explanation: text,
  sources: z.array(sourceSchema),
});
export type QuizPlayDocumentEntry = z.infer<typeof quizPlayDocumentEntrySchema>;

/** A sage's references: citations like every other (an empty list shows 'No references available'). */
const refs = z.array(sourceSchema).default([]);
export const saptarishiSchema = z.strictObject({
  key: idSchema,
  name: text,
  sanskrit_name: devanagariSchema.optional(),
  imageurl: imageUrlSchema,
  image_alt: text,
  basic_info: z.strictObject({
    who_was_that_saptarishi: z.array(text).default([]),
    meaning_of_rishi_name: z.array(text).default([]),
    characteristics: z.array(text).default([]),
    reference: refs,
  }),
  family: z.array(z.strictObject({ name: text, description: z.array(text).default([]), reference: refs })).default([]),
  great_event: z
    .array(
      z.strictObject({
        story_name: text,
        reference: refs,
        part: z.array(
          z.strictObject({
            imageurl: imageUrlSchema.optional(),
            image_alt: text.optional(),
            description: z.array(text),
          }),
        ),
      }),
    )
    .default([]),
  contribution: z
    .array(
      z.strictObject({
        title: text,
        imageurl: imageUrlSchema.optional(),
        image_alt: text.optional(),
        description: z.array(text).default([]),
        reference: refs,
      }),
    )
    .default([]),
  lesson_taught: z.array(z.strictObject({ description: z.array(text).default([]), reference: refs })).default([]),
  what_should_we_learn_from_them: z.array(text).default([]),
});
export type Saptarishi = z.infer<typeof saptarishiSchema>;

/** One verse of a hymn (shlok, meaning, author); `meaning` is Hindi, `meaning_en` English. */
export const hymnVerseSchema = z.strictObject({
  shlok: text,
  /** Transliteration of the verse, for readers who do not read Devanagari. */
  shlok_iast: text.optional(),
  meaning: text,
  meaning_en: text,
  author: text,
});
export const hymnSourceSchema = z.strictObject({
  id: idSchema,
  title: text,
  /** The language of `shlok` (BCP 47): Sanskrit `sa`, Marathi `mr`. */
  language: z.enum(['sa', 'mr']),
  /** The language of `meaning`: Hindi `hi`, Marathi `mr`. */
  meaning_language: z.enum(['hi', 'mr']),
  intro: text,
  verses: z.array(hymnVerseSchema).min(1),
  sources,
});
export type Hymn = z.infer<typeof hymnSourceSchema>;
export type HymnVerse = z.infer<typeof hymnVerseSchema>;

const color = z.string().regex(/^#[0-9a-fA-F]{6}$|^(rgba?|hsla?)\([^)]*\)$|^linear-gradient\(.+\)$/);
export const themeSchema = z.strictObject({
  /** What the theme button says: 'Change Theme (label)'. */
  label: text,
  name: idSchema,
  background: color,
  lamp_color: color,
  flame_colors: z.tuple([color, color, color]),
  flame_glows: z.tuple([color, color, color]),
  firework_colors: z.tuple([color, color, color, color]),
  rangoli_color: color,
  rangoli_border: color,
  dot_colors: z.array(color).length(7),
});
export type Theme = z.infer<typeof themeSchema>;
export const themesSourceSchema = z.strictObject({
  /** The page these themes decorate, in the order the button cycles through them. */
  page: z.enum(['decoration', 'devi']),
  themes: z.array(themeSchema).min(2),
});

/** A festival page: its heading, its hymn and the button that opens it, its picture, its layout. */
export const festivalSchema = z.strictObject({
  page: z.enum(['decoration', 'devi']),
  title: text,
  /** The browser tab's title. */
  page_title: text,
  /** `site`: inside the header, menu and footer. `bare`: the page is the whole screen. */
  layout: z.enum(['site', 'bare']),
  /** The id of the hymn in data/hymns. */
  hymn: idSchema,
  hymn_button: text,
  deity: z.strictObject({ imageurl: imageUrlSchema, image_alt: text }),
});
export type Festival = z.infer<typeof festivalSchema>;

// ---------------------------------------------------------------- site configuration

export const siteConfigSchema = z.strictObject({
  name: text,
  /** The public origin, for canonical URLs, share cards and the sitemap (https, no trailing slash). */
  site_url: z.url({ protocol: /^https$/ }).regex(/[^/]$/, 'no trailing slash'),
  tagline: text,
  description: text,
  contact_email: z.email(),
  social: z.strictObject({
    instagram: z.url(),
    x: z.url(),
    whatsapp: z.url(),
  }),
  store_url: z.url(),
  donation: z.strictObject({
    /** Encoded into the QR code at build time. */
    payment_uri: text,
    message: text,
  }),
  festival_banner: text,
  intro: z.strictObject({ title: text, text: z.array(text).min(1) }),
  about: z.strictObject({ about_us: text, our_mission: text, our_vision: text }),
  contact: z.strictObject({ heading: text, text }),
  /**
   * The sections beyond the Dhanurveda categories, as the header, the drawer, the footer and the
   * home page's cards name them: `page` is a fixed page (contract/pages.ts), `label` the word a
   * menu shows, `title` and `text` the card's heading and the line that says what it is.
   */
  explore: z
    .array(
      z.strictObject({
        page: z.enum(['sage', 'texts', 'quiz', 'decoration', 'devi']),
        label: text,
        title: text,
        text,
        imageurl: imageUrlSchema,
        image_alt: text,
      }),
    )
    .min(1),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

// ---------------------------------------------------------------- documents (API answers)

export const listItemSchema = z.strictObject({
  id: idSchema,
  name: text,
  gloss: text.optional(),
  aliases: z.array(text).optional(),
  imageurl: imageUrlSchema,
  image_alt: text,
});
export type ListItem = z.infer<typeof listItemSchema>;

export const menuTypeSchema = z.strictObject({
  id: idSchema,
  name: text,
  submenu: z.array(z.strictObject({ id: idSchema, name: text })),
});
/** A category on the home grid (a card like any listing's) with its items for the menu. */
export const infoEntrySchema = listItemSchema.extend({ types: z.array(menuTypeSchema) });
export type InfoEntry = z.infer<typeof infoEntrySchema>;

export const categoryInfoSchema = categorySourceSchema.omit({ items: true, order: true }).extend({
  sanskrit_name_iast: z.string().optional(),
  /** The measurement converter's chain: only on the category that content/data/measures.yaml names. */
  converter: measureConverterSchema.optional(),
  /** Written by the build: the items' string grips, for the category's demonstration of them all. */
  grips: z.array(z.strictObject({ id: idSchema, name: text, holding: text.optional(), grip: gripSchema })).optional(),
});
export type CategoryInfo = z.infer<typeof categoryInfoSchema>;

/** A page's address inside the site, as content/data/related.yaml names an item: `category/item`. */
const itemAddress = z.string().regex(/^[a-z0-9_]+\/[a-z0-9_]+$/, 'an item as category/item');

/**
 * content/data/related.yaml: what the texts say links two items, each with the verses that say it.
 * `counters`: `from` answers or quells `to` (the vāruṇa quells the āgneya; a formation raised against another).
 */
export const relationSourceSchema = z.strictObject({
  from: itemAddress,
  to: itemAddress,
  relation: z.enum(['counters']),
  sources: sourcesSchema,
});
export const relatedSourceSchema = z.array(relationSourceSchema);
export type RelationSource = z.infer<typeof relationSourceSchema>;

/** A link to another page of the site with its name (and its category's, when that is another). */
const pageLinkSchema = z.strictObject({ path: z.string(), name: text, category: text.optional() });
export type PageLink = z.infer<typeof pageLinkSchema>;

/**
 * Written by the build (content/src/related/nextSteps.ts): where an item page leads. Previous and
 * next in its list; the items the texts link to it (`counters`, `countered_by`, with the verses
 * that say so); the items of the same deity; the items that cite a verse it cites (`verse`, with
 * that verse).
 */
export const nextStepsSchema = z.strictObject({
  previous: pageLinkSchema.optional(),
  next: pageLinkSchema.optional(),
  related: z.array(
    pageLinkSchema.extend({
      kind: z.enum(['counters', 'countered_by', 'deity', 'verse']),
      sources: z.array(sourceSchema).optional(),
      deity: text.optional(),
    }),
  ),
});
export type NextSteps = z.infer<typeof nextStepsSchema>;

const itemDocumentFields = {
  ...itemFields,
  /** The category this item belongs to (with how its items show), and the item it sits under for specifics. */
  category: z.strictObject({ id: idSchema, name: text, items_view: itemsViewSchema }),
  parent: z.strictObject({ id: idSchema, name: text }).optional(),
  sanskrit_name_iast: z.string().optional(),
  next_steps: nextStepsSchema.optional(),
};
export const itemDocumentSchema = z.strictObject({
  ...itemDocumentFields,
  /** Present when the item is a grouping (e.g. bow_building): its sub-items as list items. */
  items: z.array(listItemSchema).optional(),
});
export type ItemDocument = z.infer<typeof itemDocumentSchema>;

/** A fact is served as it is written. @alias */
export const factDocumentSchema = factSourceSchema;
export type Fact = z.infer<typeof factDocumentSchema>;

export const saptarishiDocumentSchema = saptarishiSchema.extend({ sanskrit_name_iast: z.string().optional() });
export type SaptarishiDocument = z.infer<typeof saptarishiDocumentSchema>;

/** Every error the API answers. `details` names the fields a feedback post got wrong. */
export const apiErrorSchema = z.strictObject({
  error: z.string(),
  status: z.number().int().min(400).max(599),
  details: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
