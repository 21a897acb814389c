import { afterAll, describe, expect, it } from 'vitest';
import { testApp, testEditions } from '../test/testApp.ts';

const editions = testEditions();
const { app, store } = await testApp({
  verseIndexes: { en: editions.en.verseIndex, hi: editions.hi.verseIndex },
});
afterAll(async () => {
  await app.close();
  await store.close();
});

describe('GET /search/verses', () => {
  it('answers the verses that name a word, in Devanagari too, as cacheable JSON', async () => {
    const response = await app.inject(`/search/verses?q=${encodeURIComponent('क्षुरप्र')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300, s-maxage=600');
    const body = response.json<{ query: string; hits: { url: string; kind: string }[] }>();
    expect(body.query).toBe('क्षुरप्र');
    expect(body.hits.every((hit) => hit.kind === 'Verse')).toBe(true);
    expect(body.hits.map((hit) => hit.url)).toContain('/texts/dhanurveda_samhita/1.64');
  });

  it('answers no verses for an empty query', async () => {
    const response = await app.inject('/search/verses');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ query: '', hits: [] });
  });

  it('refuses a query longer than 200 characters, or given twice, with a JSON error', async () => {
    const long = await app.inject(`/search/verses?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'A query is at most 200 characters', status: 400 });
    const twice = await app.inject('/search/verses?q=bow&q=arrow');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ error: 'Give one query: ?q=word', status: 400 });
  });

  it('searches the Hindi translations with lang=hi, and refuses an edition it does not have', async () => {
    // 'चाहिए' (should) is Hindi, in no Sanskrit verse: only the Hindi translations have it.
    const hindi = await app.inject(`/search/verses?lang=hi&q=${encodeURIComponent('चाहिए')}`);
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json<{ hits: unknown[] }>().hits.length).toBeGreaterThan(0);
    const english = await app.inject(`/search/verses?q=${encodeURIComponent('चाहिए')}`);
    expect(english.json<{ hits: unknown[] }>().hits).toEqual([]);
    const unknown = await app.inject('/search/verses?lang=xx&q=bow');
    expect(unknown.statusCode).toBe(400);
  });
});
