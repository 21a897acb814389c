import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { contentHash } from '@shastra/content/precompress';
import { pageDictionary } from '../../../web/scripts/pageDictionary.ts';
import { testApp } from '../test/testApp.ts';
import { loadPrerenderedPages } from './pageRoutes.ts';

const page = (title: string) =>
  Buffer.from(
    `<!doctype html><html><head><style>${'.x{color:red}'.repeat(300)}</style></head><body><h1>${title}</h1></body></html>`,
  );
const dir = mkdtempSync(join(tmpdir(), 'pages-'));
const dictionary = pageDictionary([page('a verse').toString()]);
const files: Record<string, Buffer> = { index: page('Home'), '404': page('Not found') };
for (const [name, body] of Object.entries(files)) {
  writeFileSync(join(dir, `${name}.html.br`), brotliCompressSync(body));
  writeFileSync(join(dir, `${name}.html.gz`), gzipSync(body));
  writeFileSync(join(dir, `${name}.html.dcz`), dictionary.dcz(body));
}
writeFileSync(join(dir, 'dictionary.txt'), dictionary.bytes);
writeFileSync(join(dir, 'dictionary.txt.br'), brotliCompressSync(dictionary.bytes));
writeFileSync(join(dir, 'dictionary.txt.gz'), gzipSync(dictionary.bytes));
writeFileSync(
  join(dir, 'index.json'),
  JSON.stringify({
    contentHash: 'test',
    pages: { '/': 'index' },
    notFound: { en: '404', hi: '404' },
    hashes: {
      index: contentHash(files.index ?? Buffer.alloc(0)),
      '404': contentHash(files['404'] ?? Buffer.alloc(0)),
      'dictionary.txt': contentHash(dictionary.bytes),
    },
    dictionary: { url: dictionary.url, availableDictionary: dictionary.availableDictionary, file: 'dictionary.txt' },
  }),
);
const { app, store } = await testApp({ pages: loadPrerenderedPages(dir) });
afterAll(async () => {
  await app.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const holding = {
  'accept-encoding': 'gzip, br, zstd, dcb, dcz',
  'available-dictionary': dictionary.availableDictionary,
};

describe('pages compressed against the pages’ dictionary', () => {
  it('serve the dictionary for good, marked for the browser to keep for the site’s pages', async () => {
    const response = await app.inject({ url: dictionary.url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['use-as-dictionary']).toBe('match="/*", match-dest=("document")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('answer a browser holding it with the page as dcz, with its own validator', async () => {
    const response = await app.inject({ url: '/', headers: holding });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('dcz');
    expect(response.headers.vary).toBe('Accept-Encoding, Available-Dictionary');
    const body = zstdDecompressSync(response.rawPayload.subarray(40), { dictionary: dictionary.bytes });
    expect(body.equals(files.index ?? Buffer.alloc(0))).toBe(true);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/-dcz"$/);
    expect((await app.inject({ url: '/', headers: { ...holding, 'if-none-match': etag } })).statusCode).toBe(304);
    const missing = await app.inject({ url: '/no/such/page', headers: holding });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('dcz');
  });

  it('answer brotli to a browser holding another dictionary, or not offering dcz, and say the answer varies', async () => {
    for (const headers of [
      { ...holding, 'available-dictionary': ':AAAA:' },
      { 'accept-encoding': 'gzip, br', 'available-dictionary': dictionary.availableDictionary },
      { 'accept-encoding': 'br, dcz;q=0', 'available-dictionary': dictionary.availableDictionary },
    ]) {
      const response = await app.inject({ url: '/', headers });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Accept-Encoding, Available-Dictionary');
    }
    // The build writes no plain HTML: a client that takes no compression gets the brotli decoded.
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(files.index ?? Buffer.alloc(0))).toBe(true);
  });
});
