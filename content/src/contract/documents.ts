/**
 * The documents API's contract: for every path template of ./paths.ts, the zod schema of its
 * answer and the words the OpenAPI description and the /api page show. The builder fills the
 * documents by these names, the server serves them, OpenAPI is generated from them, and the typed
 * client checks answers against them (in development and tests).
 */
import { z } from 'zod';
import {
  categoryInfoSchema,
  factDocumentSchema,
  hymnSourceSchema,
  infoEntrySchema,
  itemDocumentSchema,
  listItemSchema,
  quizDocumentEntrySchema,
  quizPlayDocumentEntrySchema,
  saptarishiDocumentSchema,
  themeSchema,
  festivalSchema,
} from '../schema.ts';
import type { DocumentName } from './paths.ts';
import {
  chapterDocumentSchema,
  textDocumentSchema,
  textSummarySchema,
  verseDocumentSchema,
} from '../texts/documents.ts';

/** The parts of an OpenAPI 3.1 document the /api page reads; the rest passes through. */
const openApiSchemaObject: z.ZodType<OpenApiSchema> = z.lazy(() =>
  z.looseObject({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    $ref: z.string().optional(),
    items: openApiSchemaObject.optional(),
    properties: z.record(z.string(), openApiSchemaObject).optional(),
    required: z.array(z.string()).optional(),
    description: z.string().optional(),
    maxLength: z.number().optional(),
    minLength: z.number().optional(),
    format: z.string().optional(),
    pattern: z.string().optional(),
    anyOf: z.array(openApiSchemaObject).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
  }),
);
export interface OpenApiSchema {
  type?: string | string[] | undefined;
  $ref?: string | undefined;
  items?: OpenApiSchema | undefined;
  properties?: Record<string, OpenApiSchema> | undefined;
  required?: string[] | undefined;
  description?: string | undefined;
  maxLength?: number | undefined;
  minLength?: number | undefined;
  format?: string | undefined;
  pattern?: string | undefined;
  anyOf?: OpenApiSchema[] | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
}
const openApiOperationSchema = z.looseObject({
  operationId: z.string(),
  summary: z.string(),
  description: z.string(),
  tags: z.array(z.string()).optional(),
  parameters: z
    .array(
      z.looseObject({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        example: z.string().optional(),
        schema: openApiSchemaObject.optional(),
      }),
    )
    .optional(),
  requestBody: z
    .looseObject({ content: z.record(z.string(), z.looseObject({ schema: openApiSchemaObject })) })
    .optional(),
  responses: z.record(
    z.string(),
    z.looseObject({
      description: z.string(),
      content: z.record(z.string(), z.looseObject({ schema: openApiSchemaObject })).optional(),
    }),
  ),
});
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({
    title: z.string(),
    version: z.string(),
    summary: z.string().optional(),
    description: z.string().optional(),
  }),
  paths: z.record(
    z.string(),
    z.looseObject({ get: openApiOperationSchema.optional(), post: openApiOperationSchema.optional() }),
  ),
  components: z.looseObject({ schemas: z.record(z.string(), openApiSchemaObject) }),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;

/** The schema of every document's answer. */
export const DOCUMENT_SCHEMAS = {
  facts: z.array(factDocumentSchema),
  info: z.array(infoEntrySchema),
  categoryInfo: categoryInfoSchema,
  quiz: z.array(quizDocumentEntrySchema),
  quizPlay: z.array(quizPlayDocumentEntrySchema),
  sages: z.array(listItemSchema),
  sage: saptarishiDocumentSchema,
  hymn: hymnSourceSchema,
  themes: z.array(themeSchema),
  festival: festivalSchema,
  openapi: openApiDocumentSchema,
  texts: z.array(textSummarySchema),
  text: textDocumentSchema,
  verse: verseDocumentSchema,
  chapter: chapterDocumentSchema,
  listing: z.array(listItemSchema),
  item: itemDocumentSchema,
  specific: itemDocumentSchema,
} satisfies Record<DocumentName, z.ZodType>;

export type DocumentOf<N extends DocumentName> = z.infer<(typeof DOCUMENT_SCHEMAS)[N]>;

/** What the OpenAPI description says of each call: an operation id, a summary, a description, the parameters. */
export const DOCUMENT_DOCS: Record<
  DocumentName,
  {
    operationId: string;
    summary: string;
    description: string;
    /** Each path parameter: what it is, and an example value. */
    params?: Record<string, { description: string; example: string }>;
  }
> = {
  facts: {
    operationId: 'getFacts',
    summary: 'Facts',
    description: 'The facts of the rotating banner, each with its sources.',
  },
  info: {
    operationId: 'getInfo',
    summary: 'Categories',
    description: 'Every category with its types and their submenus: what the menu and the home page show.',
  },
  categoryInfo: {
    operationId: 'getCategoryInfo',
    summary: 'Category intro',
    description: 'One category: name, Sanskrit name, intro, information blocks, rules, measurements, sources.',
    params: { id: { description: 'A category id.', example: 'arrow_heads' } },
  },
  quiz: {
    operationId: 'getQuiz',
    summary: 'Quiz',
    description: 'Every quiz question with its answers, references and winners.',
  },
  quizPlay: {
    operationId: 'getQuizPlay',
    summary: 'Quiz rounds',
    description:
      'Every quiz question as the play mode asks it: its number in the quiz, its level (young or scholar), the answer, three wrong choices, a one-sentence explanation and the verses that state the answer.',
  },
  sages: {
    operationId: 'getSaptarishis',
    summary: 'The seven sages',
    description: 'A listing of the sages (id is the sage key).',
  },
  sage: {
    operationId: 'getSaptarishi',
    summary: 'A sage',
    description: 'One of the seven sages: basic information, family, great events in parts, contributions, lessons.',
    params: { sageKey: { description: 'A sage key.', example: 'vasishtha' } },
  },
  hymn: {
    operationId: 'getHymn',
    summary: 'A hymn',
    description: 'The verses of a hymn with their meanings and attribution (durga_stuti, sukhakarta).',
    params: { hymnId: { description: 'A hymn id (durga_stuti, sukhakarta).', example: 'durga_stuti' } },
  },
  themes: {
    operationId: 'getThemes',
    summary: 'Festival themes',
    description: 'The colour themes of a festival page (decoration or devi), in the order its theme button cycles.',
    params: { page: { description: 'decoration or devi.', example: 'devi' } },
  },
  festival: {
    operationId: 'getFestival',
    summary: 'A festival page',
    description:
      'What a festival page shows: its heading, the hymn and the button that opens it, its picture and its layout.',
    params: { page: { description: 'decoration or devi.', example: 'devi' } },
  },
  openapi: {
    operationId: 'getOpenApi',
    summary: 'This description',
    description:
      'The OpenAPI 3.1 description of the documents API, generated from the schemas that validate its answers.',
  },
  texts: {
    operationId: 'getTexts',
    summary: 'Texts',
    description:
      'The texts the site cites: title in IAST and Devanagari, author or tradition, and how many verses the site holds.',
  },
  text: {
    operationId: 'getText',
    summary: 'A text',
    description:
      'One text: its date and the source of that date, the edition the site follows and where it was read, the licence of the original, the locator scheme, what it covers, and its contents.',
    params: { textId: { description: 'A text id.', example: 'dhanurveda_samhita' } },
  },
  verse: {
    operationId: 'getVerse',
    summary: 'A verse or a range',
    description:
      'A verse (or a range of verses): the original in Devanagari and IAST, our English translation and notes, the verses before and after, and the pages of the site that cite it.',
    params: {
      textId: { description: 'A text id.', example: 'dhanurveda_samhita' },
      locator: { description: 'A verse (1.176) or a range (1.73-75).', example: '1.176' },
    },
  },
  chapter: {
    operationId: 'getChapter',
    summary: 'A chapter',
    description:
      'The verses of one chapter that the site holds, in order (original in Devanagari and IAST, our translation and notes), which of them the site cites, which numbered verses it does not hold, and the chapters before and after.',
    params: {
      textId: { description: 'A text id.', example: 'mahabharata' },
      chapter: {
        description: 'A chapter: the locator without its verse (7.33; 1 in a text of sections and verses).',
        example: '7.33',
      },
    },
  },
  listing: {
    operationId: 'getListing',
    summary: 'Listing',
    description: 'The items of a category, or the sub-items of an item that groups them (e.g. bow_building).',
    params: { id: { description: 'A category id or a grouping item id.', example: 'arrow_heads' } },
  },
  item: {
    operationId: 'getItem',
    summary: 'Item detail',
    description: 'One item of a category. Items that group sub-items also carry `items`.',
    params: {
      id: { description: 'A category id.', example: 'astras' },
      itemId: { description: 'An item id.', example: 'brahmastra' },
    },
  },
  specific: {
    operationId: 'getSpecific',
    summary: 'Specific detail',
    description: 'One sub-item of a grouping item.',
    params: {
      id: { description: 'A category id.', example: 'weapon_building' },
      itemId: { description: 'A grouping item id.', example: 'bow_building' },
      specificId: { description: 'A sub-item id.', example: 'bow' },
    },
  },
};
