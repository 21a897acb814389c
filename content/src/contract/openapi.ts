/**
 * The OpenAPI 3.1 description of the documents API, generated from the contract (./paths.ts,
 * ./documents.ts, ./feedback.ts): the same templates and zod schemas that build, serve and check
 * the documents, so the description cannot drift from the API. Served at /documents/openapi.json
 * and rendered as the /api page.
 */
import { z } from 'zod';
import { apiErrorSchema, feedbackSchema } from '../schema.ts';
import { DOCUMENT_DOCS, DOCUMENT_SCHEMAS } from './documents.ts';
import { PREFIXED_LOCALES } from './locales.ts';

import {
  FEEDBACK_BODY_LIMIT,
  FEEDBACK_EMAIL_MAX,
  FEEDBACK_MESSAGE_MAX,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_TOKEN_PATH,
} from './feedback.ts';
import {
  DOCUMENT_TEMPLATES,
  DOCUMENTS_PREFIX,
  FEEDBACK_PATH,
  PLAIN_ID,
  templateParams,
  type DocumentName,
} from './paths.ts';

/** The editions' names in English, for this English description. */
const LOCALE_ENGLISH_NAMES: Readonly<Record<string, string>> = { hi: 'Hindi' };

/** Cache-Control of every document: content changes only with a deploy. */
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
};

/** Component schemas, each named once; paths refer to them. */
const COMPONENTS = {
  Fact: DOCUMENT_SCHEMAS.facts.element,
  InfoEntry: DOCUMENT_SCHEMAS.info.element,
  CategoryInfo: DOCUMENT_SCHEMAS.categoryInfo,
  ListItem: DOCUMENT_SCHEMAS.listing.element,
  ItemDocument: DOCUMENT_SCHEMAS.item,
  QuizEntry: DOCUMENT_SCHEMAS.quiz.element,
  QuizPlayEntry: DOCUMENT_SCHEMAS.quizPlay.element,
  Saptarishi: DOCUMENT_SCHEMAS.sage,
  Hymn: DOCUMENT_SCHEMAS.hymn,
  Theme: DOCUMENT_SCHEMAS.themes.element,
  Festival: DOCUMENT_SCHEMAS.festival,
  TextSummary: DOCUMENT_SCHEMAS.texts.element,
  Text: DOCUMENT_SCHEMAS.text,
  Verse: DOCUMENT_SCHEMAS.verse,
  Chapter: DOCUMENT_SCHEMAS.chapter,
  Error: apiErrorSchema,
} as const;
type ComponentName = keyof typeof COMPONENTS;

/** How each document's answer is described: a component, or a list of one. */
const ANSWERS: Record<Exclude<DocumentName, 'openapi'>, { ref: ComponentName; list?: boolean }> = {
  facts: { ref: 'Fact', list: true },
  info: { ref: 'InfoEntry', list: true },
  categoryInfo: { ref: 'CategoryInfo' },
  quiz: { ref: 'QuizEntry', list: true },
  quizPlay: { ref: 'QuizPlayEntry', list: true },
  sages: { ref: 'ListItem', list: true },
  sage: { ref: 'Saptarishi' },
  hymn: { ref: 'Hymn' },
  themes: { ref: 'Theme', list: true },
  festival: { ref: 'Festival' },
  texts: { ref: 'TextSummary', list: true },
  text: { ref: 'Text' },
  verse: { ref: 'Verse' },
  chapter: { ref: 'Chapter' },
  listing: { ref: 'ListItem', list: true },
  item: { ref: 'ItemDocument' },
  specific: { ref: 'ItemDocument' },
};

const ref = (name: ComponentName | 'Feedback') => ({ $ref: `#/components/schemas/${name}` });

const idParameter = (name: string, docs: { description: string; example: string } | undefined) => ({
  name,
  in: 'path',
  required: true,
  description: docs?.description ?? name,
  schema: { type: 'string', pattern: PLAIN_ID.source },
  ...(docs ? { example: docs.example } : {}),
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

/** One GET operation per document template, from the contract. */
function documentPaths() {
  const paths: Record<string, ReturnType<typeof getOperation>> = {};
  for (const [name, template] of Object.entries(DOCUMENT_TEMPLATES) as [DocumentName, string][]) {
    if (name === 'openapi') continue;
    const docs = DOCUMENT_DOCS[name];
    const answer = ANSWERS[name];
    const schema = answer.list ? { type: 'array', items: ref(answer.ref) } : ref(answer.ref);
    const parameters = templateParams(name).map((param) => idParameter(param, docs.params?.[param]));
    paths[`${DOCUMENTS_PREFIX}${template}`] = getOperation(
      docs.operationId,
      docs.summary,
      docs.description,
      schema,
      parameters,
    );
  }
  // The other editions: every document above under /documents/{locale}/, the same key and shape.
  const keyDocs = {
    description:
      'The key of any document above, as it follows /documents/ (facts, astras, astras/brahmastra, texts/dhanurveda_samhita/1.176): its segments are separated by slashes.',
    example: 'facts',
  };
  for (const locale of PREFIXED_LOCALES) {
    paths[`${DOCUMENTS_PREFIX}${locale}/{key}`] = getOperation(
      `get${locale.charAt(0).toUpperCase()}${locale.slice(1)}Document`,
      `A document of the ${LOCALE_ENGLISH_NAMES[locale]} edition`,
      `Any GET document of this API in the ${LOCALE_ENGLISH_NAMES[locale]} edition of the site: the same key and the same shape as in English, its prose, names and translations in ${LOCALE_ENGLISH_NAMES[locale]} (the sources, the Sanskrit and the bibliographic records are as in English). This description is in English only.`,
      {},
      [idParameter('key', keyDocs)],
    );
  }
  return paths;
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
        'Every GET answer is cacheable; ids are plain lowercase words joined by underscores. ' +
        'The Hindi edition of every document is at /documents/hi/{key}.',
      license: { name: 'All rights reserved' },
    },
    servers: [{ url: '/' }],
    tags: [{ name: 'documents' }, { name: 'feedback' }, { name: 'operations' }],
    paths: {
      ...documentPaths(),
      [FEEDBACK_PATH]: {
        post: {
          operationId: 'saveFeedback',
          summary: 'Send feedback',
          description:
            `Stores an email (at most ${FEEDBACK_EMAIL_MAX} characters) and a message (1 to ${FEEDBACK_MESSAGE_MAX} characters). ` +
            `Send the ${XSRF_COOKIE} cookie (GET ${XSRF_TOKEN_PATH} sets it) and the same value in the ${XSRF_HEADER} header. ` +
            'A 200 means the entry is stored. A filled `website` field (a honeypot) is answered with 200 and not stored.',
          tags: ['feedback'],
          parameters: [
            { name: XSRF_HEADER, in: 'header', required: true, schema: { type: 'string' } },
            { name: XSRF_COOKIE, in: 'cookie', required: true, schema: { type: 'string' } },
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
      [XSRF_TOKEN_PATH]: {
        get: {
          operationId: 'getFeedbackToken',
          summary: 'Feedback token',
          description: `Sets the ${XSRF_COOKIE} cookie the feedback post must repeat in its ${XSRF_HEADER} header, unless the client already has one. Never cached.`,
          tags: ['feedback'],
          responses: { '204': { description: 'The cookie is set (or was already there).' } },
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
        ...Object.fromEntries(Object.entries(COMPONENTS).map(([name, schema]) => [name, jsonSchema(schema)])),
        Feedback: jsonSchema(feedbackSchema, 'input'),
      },
    },
  };
}
