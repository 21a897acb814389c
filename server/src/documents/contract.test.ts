/**
 * Contract tests of the calls added for the site and the mobile app: quiz, sages, OpenAPI.
 * Answers are validated against the same zod schemas the OpenAPI description is built from.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SAGE_KEY,
  hymnSourceSchema,
  listItemSchema,
  quizDocumentEntrySchema,
  saptarishiDocumentSchema,
  themeSchema,
} from '@shastra/content';
import { corpus, testApp } from '../test/testApp.ts';

const { app, store } = await testApp({ trustProxy: 1 });
afterAll(async () => {
  await app.close();
  await store.close();
});

describe('GET /documents/quiz', () => {
  it('lists every quiz entry as quiz_information with question, answer[], references[], winners[] and the sources the site adds, with the names of its references', async () => {
    const response = await app.inject('/documents/quiz');
    expect(response.statusCode).toBe(200);
    const quiz = quizDocumentEntrySchema.array().parse(response.json());
    expect(quiz).toHaveLength(corpus.quiz.length);
    // The content's play-mode choices (`play`) are not part of the answer; each reference's name is.
    for (const entry of response.json() as object[]) {
      expect(Object.keys(entry)).toEqual(['quiz_information', 'reference_titles']);
    }
    expect(quiz[0]?.reference_titles).toHaveLength(quiz[0]?.quiz_information.references.length ?? -1);
    expect(quiz.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(quiz[0]?.quiz_information ?? {}).sort()).toEqual([
      'answer',
      'question',
      'references',
      'sources',
      'winners',
    ]);
  });
});

describe('GET /documents/saptarishis', () => {
  it('lists the sages, the default sage first', async () => {
    const sages = listItemSchema.array().parse((await app.inject('/documents/saptarishis')).json());
    expect(sages[0]?.id).toBe(DEFAULT_SAGE_KEY);
    expect(sages.map((sage) => sage.id).sort()).toEqual(corpus.saptarishis.map((sage) => sage.key).sort());
  });

  it('serves each sage document by key, with IAST derived from the Devanagari', async () => {
    for (const sage of corpus.saptarishis) {
      const response = await app.inject(`/documents/saptarishis/${sage.key}`);
      expect(response.statusCode).toBe(200);
      const document = saptarishiDocumentSchema.parse(response.json());
      expect(document.name).toBe(sage.name);
      if (sage.sanskrit_name) expect(document.sanskrit_name_iast).toMatch(/^[a-zāīūṛṝḷṅñṭḍṇśṣṃḥ ]+$/);
    }
  });

  it('answers an unknown sage with 404 and a bad key with 400', async () => {
    expect((await app.inject('/documents/saptarishis/nobody')).statusCode).toBe(404);
    expect((await app.inject('/documents/saptarishis/..%2f')).statusCode).toBe(400);
  });
});

describe('GET /documents/themes and /documents/hymns', () => {
  it('serves the themes of each page in order, and each hymn', async () => {
    const devi = themeSchema.array().parse((await app.inject('/documents/themes/devi')).json());
    expect(devi.map((theme) => theme.name)).toEqual(['default', ...Array.from({ length: 9 }, (_, i) => `day${i + 1}`)]);
    const decoration = themeSchema.array().parse((await app.inject('/documents/themes/decoration')).json());
    expect(decoration.map((theme) => theme.name)).toEqual(['default', 'royal', 'sunset', 'ocean', 'forest']);
    for (const hymn of corpus.hymns) {
      expect(hymnSourceSchema.parse((await app.inject(`/documents/hymns/${hymn.id}`)).json()).verses).toHaveLength(
        hymn.verses.length,
      );
    }
  });
});

describe('GET /documents/openapi.json', () => {
  it('describes every call of the API in OpenAPI 3.1, generated from the schemas', async () => {
    const response = await app.inject('/documents/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const openapi = response.json();
    expect(openapi.openapi).toBe('3.1.0');
    expect(Object.keys(openapi.paths).sort()).toEqual(
      [
        '/documents/facts',
        '/documents/hi/{key}',
        '/documents/info',
        '/documents/info/{id}',
        '/documents/quiz',
        '/documents/quiz/play',
        '/documents/saptarishis',
        '/documents/saptarishis/{sageKey}',
        '/documents/hymns/{hymnId}',
        '/documents/themes/{page}',
        '/documents/festivals/{page}',
        '/documents/texts',
        '/documents/texts/{textId}',
        '/documents/texts/{textId}/{locator}',
        '/documents/texts/{textId}/chapters/{chapter}',
        '/documents/{id}',
        '/documents/{id}/{itemId}',
        '/documents/{id}/{itemId}/{specificId}',
        '/documents/savefeedback',
        '/feedback/token',
        '/healthz',
      ].sort(),
    );
    expect(Object.keys(openapi.components.schemas).sort()).toEqual(
      [
        'CategoryInfo',
        'Chapter',
        'Error',
        'Fact',
        'Festival',
        'Feedback',
        'Hymn',
        'InfoEntry',
        'ItemDocument',
        'ListItem',
        'QuizEntry',
        'QuizPlayEntry',
        'Saptarishi',
        'Text',
        'TextSummary',
        'Theme',
        'Verse',
      ].sort(),
    );
    // Every $ref points at a schema that exists.
    const refs = JSON.stringify(openapi).match(/"#\/components\/schemas\/[A-Za-z]+"/g) ?? [];
    for (const ref of new Set(refs)) expect(openapi.components.schemas).toHaveProperty(ref.slice(22, -1));
    expect(openapi.components.schemas.Feedback.properties.email.maxLength).toBe(254);
    expect(openapi.paths['/documents/savefeedback'].post.responses).toHaveProperty('429');
  });
});

describe('transport security', () => {
  it('sends HSTS only when the request came over TLS (X-Forwarded-Proto behind a trusted proxy)', async () => {
    const plain = await app.inject('/documents/info');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await app.inject({ url: '/documents/info', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers HEAD like GET without a body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/documents/info' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBeDefined();
  });

  it('answers an unknown method or path with a JSON 404', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/documents/info' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Nothing at DELETE /documents/info', status: 404 });
  });
});
