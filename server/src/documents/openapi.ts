/**
 * The OpenAPI 3.1 description of the documents API, generated from the same zod schemas that
 * validate the content and the answers (never written twice). Served at /documents/openapi.json.
 */
import { z } from 'zod';
import {
  apiErrorSchema,
  categoryInfoSchema,
  factDocumentSchema,
  feedbackSchema,
  infoEntrySchema,
  itemDocumentSchema,
  listItemSchema,
  hymnSourceSchema,
  quizEntrySchema,
  saptarishiDocumentSchema,
  themeSchema,
  FEEDBACK_EMAIL_MAX,
  FEEDBACK_MESSAGE_MAX,
} from '@shastra/content/schema';
import { FEEDBACK_BODY_LIMIT } from '../feedback/feedbackRoutes.ts';
import { DOCUMENT_CACHE_CONTROL } from './documentRoutes.ts';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
};

export const schemas = {
  Fact: factDocumentSchema,
  InfoEntry: infoEntrySchema,
  CategoryInfo: categoryInfoSchema,
  ListItem: listItemSchema,
  ItemDocument: itemDocumentSchema,
  QuizEntry: quizEntrySchema,
  Saptarishi: saptarishiDocumentSchema,
  Hymn: hymnSourceSchema,
  Theme: themeSchema,
  Error: apiErrorSchema,
} as const;

const ref = (name: keyof typeof schemas | 'Feedback') => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (name: keyof typeof schemas) => ({ type: 'array', items: ref(name) });

const idParameter = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' },
});

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
});

/** A cached, ETag-validated GET that answers JSON. */
function getOperation(
  operationId: string,
  summary: string,
  description: string,
  schema: object,
  parameters: object[] = [],
) {
  return {
    get: {
      operationId,
      summary,
      description,
      tags: ['documents'],
      parameters: [
        ...parameters,
        {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description: 'An ETag from an earlier answer: 304 when it still matches.',
          schema: { type: 'string' },
        },
      ],
      responses: {
        '200': {
          description: `The document. Cache-Control: ${DOCUMENT_CACHE_CONTROL}; strong ETag; brotli or gzip when asked.`,
          headers: { ETag: { schema: { type: 'string' } }, 'Cache-Control': { schema: { type: 'string' } } },
          content: { 'application/json': { schema } },
        },
        '304': { description: 'Not modified: the If-None-Match ETag still matches.' },
        '400': errorResponse('An id that is not 1 to 100 letters, digits, hyphens or underscores.'),
        '404': errorResponse('No document at this path.'),
      },
    },
  };
}

export function buildOpenApi(version: string) {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Shastra documents API',
      version,
      summary: 'Lesser-known facts from ancient Indian scriptures, with their sources.',
      description:
        'The read-only content of the Shastra website (categories, items, facts, quiz, sages) and the feedback endpoint. ' +
        'Every GET answer is cacheable; ids are plain lowercase words joined by underscores.',
      license: { name: 'All rights reserved' },
    },
    servers: [{ url: '/' }],
    tags: [{ name: 'documents' }, { name: 'feedback' }, { name: 'operations' }],
    paths: {
      '/documents/facts': getOperation(
        'getFacts',
        'Facts',
        'The facts of the rotating banner, each with its sources.',
        arrayOf('Fact'),
      ),
      '/documents/info': getOperation(
        'getInfo',
        'Categories',
        'Every category with its types and their submenus: what the menu and the home page show.',
        arrayOf('InfoEntry'),
      ),
      '/documents/info/{id}': getOperation(
        'getCategoryInfo',
        'Category intro',
        'One category: name, Sanskrit name, intro, information blocks, rules, measurements, sources.',
        ref('CategoryInfo'),
        [idParameter('id', 'A category id, e.g. arrow_heads.')],
      ),
      '/documents/quiz': getOperation(
        'getQuiz',
        'Quiz',
        'Every quiz question with its answers, references and winners.',
        arrayOf('QuizEntry'),
      ),
      '/documents/saptarishis': getOperation(
        'getSaptarishis',
        'The seven sages',
        'A listing of the sages (id is the sage key).',
        arrayOf('ListItem'),
      ),
      '/documents/saptarishis/{sageKey}': getOperation(
        'getSaptarishi',
        'A sage',
        'One of the seven sages: basic information, family, great events in parts, contributions, lessons.',
        ref('Saptarishi'),
        [idParameter('sageKey', 'A sage key, e.g. vasishtha.')],
      ),
      '/documents/hymns/{hymnId}': getOperation(
        'getHymn',
        'A hymn',
        'The verses of a hymn with their meanings and attribution (durga_stuti, sukhakarta).',
        ref('Hymn'),
        [idParameter('hymnId', 'A hymn id, e.g. durga_stuti.')],
      ),
      '/documents/themes/{page}': getOperation(
        'getThemes',
        'Festival themes',
        'The colour themes of a festival page (decoration or devi), in the order its theme button cycles.',
        arrayOf('Theme'),
        [idParameter('page', 'decoration or devi.')],
      ),
      '/documents/{id}': getOperation(
        'getListing',
        'Listing',
        'The items of a category, or the sub-items of an item that groups them (e.g. bow_building).',
        arrayOf('ListItem'),
        [idParameter('id', 'A category id or a grouping item id.')],
      ),
      '/documents/{id}/{itemId}': getOperation(
        'getItem',
        'Item detail',
        'One item of a category. Items that group sub-items also carry `items`.',
        ref('ItemDocument'),
        [idParameter('id', 'A category id.'), idParameter('itemId', 'An item id.')],
      ),
      '/documents/{id}/{itemId}/{specificId}': getOperation(
        'getSpecific',
        'Specific detail',
        'One sub-item of a grouping item.',
        ref('ItemDocument'),
        [
          idParameter('id', 'A category id.'),
          idParameter('itemId', 'A grouping item id.'),
          idParameter('specificId', 'A sub-item id.'),
        ],
      ),
      '/documents/savefeedback': {
        post: {
          operationId: 'saveFeedback',
          summary: 'Send feedback',
          description:
            `Stores an email (at most ${FEEDBACK_EMAIL_MAX} characters) and a message (1 to ${FEEDBACK_MESSAGE_MAX} characters). ` +
            'Send the XSRF-TOKEN cookie the site sets and the same value in the X-XSRF-TOKEN header. ' +
            'A 200 means the entry is stored. A filled `website` field (a honeypot) is answered with 200 and not stored.',
          tags: ['feedback'],
          parameters: [
            { name: 'X-XSRF-TOKEN', in: 'header', required: true, schema: { type: 'string' } },
            { name: 'XSRF-TOKEN', in: 'cookie', required: true, schema: { type: 'string' } },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: ref('Feedback') } } },
          responses: {
            '200': {
              description: 'Stored.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { ok: { const: true } },
                    required: ['ok'],
                    additionalProperties: false,
                  },
                },
              },
            },
            '400': errorResponse('Malformed JSON, or fields that break the rules (see `details`).'),
            '403': errorResponse('Missing or mismatched XSRF token.'),
            '413': errorResponse(`A body over ${FEEDBACK_BODY_LIMIT / 1024} KB.`),
            '415': errorResponse('A body that is not application/json.'),
            '429': errorResponse('Too many posts from this client in a minute.'),
          },
        },
      },
      '/healthz': {
        get: {
          operationId: 'health',
          summary: 'Health',
          description: 'Whether the server and its store answer.',
          tags: ['operations'],
          responses: {
            '200': {
              description: 'Healthy.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { status: { const: 'ok' }, store: { enum: ['pglite', 'postgres'] } },
                    required: ['status', 'store'],
                  },
                },
              },
            },
            '503': { description: 'The store does not answer.' },
          },
        },
      },
    },
    components: {
      schemas: {
        ...Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, jsonSchema(schema)])),
        Feedback: jsonSchema(feedbackSchema, 'input'),
      },
    },
  };
}
