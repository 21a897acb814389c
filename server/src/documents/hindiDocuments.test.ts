/** /documents/hi/{key}: the Hindi edition's documents, beside the English ones. */
import { afterAll, describe, expect, it } from 'vitest';
import { itemDocumentSchema } from '@shastra/content';
import { testApp, testEditions } from '../test/testApp.ts';

const editions = testEditions();
const { app, store } = await testApp({ translatedDocuments: { hi: editions.hi.documents } });
afterAll(async () => {
  await app.close();
  await store.close();
});

describe('GET /documents/hi/{key}', () => {
  it('answers the Hindi document of a key, in the English document’s shape', async () => {
    const hindi = await app.inject('/documents/hi/astras/brahmastra');
    expect(hindi.statusCode).toBe(200);
    const item = itemDocumentSchema.parse(hindi.json());
    expect(item.name).toBe('ब्रह्मास्त्र');
    expect(hindi.headers.etag).toBeDefined();
    const english = itemDocumentSchema.parse((await app.inject('/documents/astras/brahmastra')).json());
    expect(english.name).toBe('Brahmāstra');
    expect(Object.keys(item).sort()).toEqual(Object.keys(english).sort());
  });

  it('says 404 in JSON for a key it does not hold, and keeps the API description English only', async () => {
    const missing = await app.inject('/documents/hi/astras/no_such_astra');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'No document at /documents/hi/astras/no_such_astra', status: 404 });
    expect((await app.inject('/documents/hi/openapi.json')).statusCode).toBe(404);
  });
});
