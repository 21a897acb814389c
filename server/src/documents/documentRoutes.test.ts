import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import {
  categoryInfoSchema,
  infoEntrySchema,
  itemDocumentSchema,
  listItemSchema,
  factDocumentSchema,
} from '@shastra/content';
import { contentHash, documentBytes, precompressDocuments } from '@shastra/content/precompress';
import { verseDocumentSchema } from '@shastra/content/texts/documents';
import { corpus, documents, testApp } from '../test/testApp.ts';
import { preparedDocuments } from './documentRoutes.ts';

const { app, store } = await testApp();
afterAll(async () => {
  await app.close();
  await store.close();
});

const firstCategory = corpus.categories[0];
const firstItem = firstCategory?.items[0];

describe('GET /documents', () => {
  beforeAll(() => {
    expect(firstCategory, 'the corpus has at least one category').toBeDefined();
    expect(firstItem, 'the first category has items').toBeDefined();
  });

  it('serves the facts as a list of { fact, sources }', async () => {
    const response = await app.inject('/documents/facts');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const facts = factDocumentSchema.array().parse(response.json());
    expect(facts).toHaveLength(corpus.facts.length);
  });

  it('serves a verse and a range of the texts, with neighbours and the pages citing them', async () => {
    const verse = verseDocumentSchema.parse((await app.inject('/documents/texts/dhanurveda_samhita/1.176')).json());
    expect(verse.label).toBe('1.176');
    expect(verse.verses.map((entry) => entry.ref)).toEqual(['1.176']);
    expect(verse.previous).toEqual({ locator: '1.175', follows: true });
    expect(verse.next).toEqual({ locator: '1.177', follows: true });
    expect(verse.cited_on).toContainEqual({ path: '/astras', title: 'Astras' });
    const range = verseDocumentSchema.parse((await app.inject('/documents/texts/dhanurveda_samhita/1.73-75')).json());
    expect(range.label).toBe('1.73–75');
    expect(range.verses.map((entry) => entry.ref)).toEqual(['1.73', '1.74', '1.75']);
    expect((await app.inject('/documents/texts/dhanurveda_samhita/9.999')).statusCode).toBe(404);
  });

  it('serves the info list that drives the menu, with types derived from items', async () => {
    const info = infoEntrySchema.array().parse((await app.inject('/documents/info')).json());
    expect(info.map((entry) => entry.id)).toEqual(corpus.categories.map((category) => category.id));
    expect(info[0]?.types.map((type) => type.id)).toEqual(firstCategory?.items.map((item) => item.id));
  });

  it('serves one category intro without its items', async () => {
    const response = await app.inject(`/documents/info/${firstCategory?.id}`);
    const info = categoryInfoSchema.parse(response.json());
    expect(info.name).toBe(firstCategory?.name);
    expect(response.json()).not.toHaveProperty('items');
  });

  it('serves a category listing as id, name, imageurl (and alt text)', async () => {
    const listing = listItemSchema.array().parse((await app.inject(`/documents/${firstCategory?.id}`)).json());
    expect(listing.map((item) => item.id)).toEqual(firstCategory?.items.map((item) => item.id));
  });

  it('serves an item detail with its category', async () => {
    const item = itemDocumentSchema.parse(
      (await app.inject(`/documents/${firstCategory?.id}/${firstItem?.id}`)).json(),
    );
    expect(item.name).toBe(firstItem?.name);
    expect(item.category.id).toBe(firstCategory?.id);
  });

  it('decodes percent-encoded path parts', async () => {
    const encoded = encodeURIComponent(firstCategory?.id ?? '').replace(/_/g, '%5F');
    expect((await app.inject(`/documents/${encoded}`)).statusCode).toBe(200);
  });

  it('answers an unknown id with 404 and a JSON error', async () => {
    const response = await app.inject('/documents/no_such_category');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No document at /documents/no_such_category', status: 404 });
    expect((await app.inject(`/documents/${firstCategory?.id}/no_such_item`)).statusCode).toBe(404);
  });

  it.each([
    ['/documents/..%2f..%2fetc%2fpasswd'],
    ['/documents/.hidden'],
    ['/documents/a b'],
    ['/documents/%00'],
    ['/documents/' + 'a'.repeat(101)],
    ['/documents/%E0%A4%A'],
    ['/documents/a/b/c/d/e'],
    ['/documents/'],
  ])('answers a malformed path with 400: %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
  });

  it('sends a strong ETag and answers If-None-Match with 304', async () => {
    const first = await app.inject('/documents/info');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toContain('public');
    const second = await app.inject({ url: '/documents/info', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('gives each encoding its own ETag, and a 304 only for the representation that was asked for', async () => {
    const get = (encoding: string, ifNoneMatch?: string) =>
      app.inject({
        url: '/documents/facts',
        headers: { 'accept-encoding': encoding, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
      });
    const etags = await Promise.all(['br', 'gzip', 'identity'].map(async (e) => (await get(e)).headers.etag as string));
    expect(new Set(etags).size).toBe(3);
    const [br, gzip] = etags;
    const notModified = await get('br', br);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.etag).toBe(br);
    expect(notModified.headers.vary).toBe('Accept-Encoding');
    expect(notModified.headers['cache-control']).toContain('public');
    expect(notModified.headers['content-encoding']).toBeUndefined();
    // A gzip validator does not validate the brotli bytes: the full answer comes back.
    const other = await get('br', gzip);
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
  });

  it('compresses with brotli or gzip when asked', async () => {
    const plain = (await app.inject('/documents/facts')).body;
    const br = await app.inject({ url: '/documents/facts', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await app.inject({ url: '/documents/facts', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('sets the security headers on every answer', async () => {
    const response = await app.inject('/documents/info');
    // A data answer opened in a tab loads and runs nothing.
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });

  it('reports health with the store kind', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', store: 'pglite' });
  });
});

describe('prepared documents', () => {
  it('keep every document once prepared, so a crawl through all of them prepares each once', () => {
    // More documents than the 500 the server used to keep (small: sent as they are, no compression).
    const many = new Map(Array.from({ length: 2500 }, (_, n) => [`doc${n}`, { n }]));
    const prepared = preparedDocuments(many);
    const first = prepared.get('doc0');
    for (const key of many.keys()) prepared.get(key);
    expect(prepared.get('doc0')).toBe(first);
  });

  it('are all prepared by prepareAll, so a first crawl prepares none', async () => {
    let reads = 0;
    const many = new Map(Array.from({ length: 300 }, (_, n) => [`doc${n}`, { n }]));
    const counted = { get: (key: string) => (reads++, many.get(key)), keys: () => many.keys() };
    const prepared = preparedDocuments(counted as unknown as typeof many);
    await prepared.prepareAll();
    expect(reads).toBe(300);
    for (const key of many.keys()) prepared.get(key);
    expect(reads).toBe(300);
  });

  it("send the build's brotli and gzip forms, found by the hash of the document's JSON", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'documents-'));
    try {
      const facts = documents.get('facts');
      await precompressDocuments([['facts', facts]], dir);
      const hash = contentHash(documentBytes(facts));
      writeFileSync(join(dir, `${hash}.br`), 'the build made these bytes');
      const prepared = preparedDocuments(documents, dir).get('facts');
      expect(prepared?.br.toString()).toBe('the build made these bytes');
      expect(gunzipSync(prepared?.gzip ?? Buffer.alloc(0)).equals(documentBytes(facts))).toBe(true);
      // A document the build did not compress is compressed here.
      const info = preparedDocuments(documents, dir).get('info');
      expect(brotliDecompressSync(info?.br ?? Buffer.alloc(0)).equals(documentBytes(documents.get('info')))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
