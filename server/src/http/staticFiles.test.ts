import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { StaticFiles } from './staticFiles.ts';

const dir = mkdtempSync(join(tmpdir(), 'shastra-static-'));
const script = Buffer.from(`export const text = ${JSON.stringify('a line of the script. '.repeat(100))};\n`);
mkdirSync(join(dir, 'assets', 'pf', 'u'), { recursive: true });
writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
writeFileSync(join(dir, 'assets', 'index-abc.js.br'), brotliCompressSync(script));
writeFileSync(join(dir, 'assets', 'index-abc.js.gz'), gzipSync(script));
writeFileSync(join(dir, 'assets', 'pf', 'u', 'devanagari-xyz.ttf'), Buffer.alloc(2048, 7));
writeFileSync(join(dir, 'assets', 'face-abc.woff2'), Buffer.alloc(4096, 1));
writeFileSync(join(dir, 'assets', '.hidden'), 'secret');
writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>template</title>');

const files = new StaticFiles()
  .add({
    dir: join(dir, 'assets'),
    prefix: '/assets/',
    cacheControl: 'public, max-age=31536000, immutable',
    recursive: true,
  })
  .add({
    dir,
    prefix: '/',
    cacheControl: (name) => (name === 'sw.js' ? 'no-cache' : 'public, max-age=86400'),
    recursive: false,
    exclude: ['index.html'],
  })
  .add({ dir: join(dir, 'missing'), prefix: '/missing/', cacheControl: 'no-store', recursive: true });

const app = Fastify();
app.get('/*', (request, reply) => {
  if (!files.send(reply, request.url.split('?', 1)[0] ?? '', request.headers)) return reply.code(404).send('none');
  return reply;
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the build files, served from their index', () => {
  it('sends the brotli form the build wrote, with the type, the caching and a strong ETag, and a 304 on revalidation', async () => {
    const answer = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.rawPayload).equals(script)).toBe(true);
    const etag = String(answer.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const plain = await app.inject('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
    expect(plain.headers.etag).not.toBe(etag);
  });

  it('sends a compressed format (WOFF2) as it is, and compresses a file the build left plain', async () => {
    const font = await app.inject({ url: '/assets/face-abc.woff2', headers: { 'accept-encoding': 'br, gzip' } });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload.length).toBe(4096);
    const face = await app.inject({ url: '/assets/pf/u/devanagari-xyz.ttf', headers: { 'accept-encoding': 'br' } });
    expect(face.headers['content-type']).toBe('font/ttf');
    expect(face.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(face.rawPayload).equals(Buffer.alloc(2048, 7))).toBe(true);
  });

  it('gives each file its own caching: the service worker is revalidated every time', async () => {
    expect((await app.inject('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('answers only the exact paths of files that exist: no other spelling, folder, hidden or left-out file, or compressed form', async () => {
    for (const path of ['/assets/INDEX-abc.js', '/assets/pf/u/', '/assets/pf', '/assets/index-abc.js%00']) {
      expect((await app.inject(path)).statusCode, path).toBe(404);
    }
    // Spellings an HTTP client may send as they are (the test client would tidy them first).
    for (const path of [
      '/assets/./index-abc.js',
      '/assets//index-abc.js',
      '/assets/pf/../index-abc.js',
      '/assets/.hidden',
      '/assets/index-abc.js.br',
      '/index.html',
      '/missing/x.js',
    ]) {
      expect(files.has(path), path).toBe(false);
    }
    expect(files.has('/assets/pf/u/devanagari-xyz.ttf')).toBe(true);
    expect(files.paths().map(([path]) => path)).toEqual(
      expect.arrayContaining(['/assets/index-abc.js', '/assets/face-abc.woff2', '/sw.js']),
    );
    expect(files.paths()).toHaveLength(4);
  });

  it('ignores the query of a request', async () => {
    expect((await app.inject('/assets/index-abc.js?v=2')).statusCode).toBe(200);
  });
});
