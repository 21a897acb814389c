import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { contentHash, prepare, preparedFromFiles, RecentFiles, RecentlyUsed } from './prepared.ts';

describe('RecentlyUsed', () => {
  it('makes a value once, keeps the most recently asked and lets the oldest go', () => {
    const made: string[] = [];
    const recent = new RecentlyUsed<string>(2);
    const make = (key: string) => {
      made.push(key);
      return key.toUpperCase();
    };
    expect(recent.get('a', make)).toBe('A');
    recent.get('b', make);
    recent.get('a', make); // a is now the most recent
    recent.get('c', make); // b leaves
    recent.get('a', make);
    recent.get('b', make);
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe('preparedFromFiles', () => {
  it('serves the files the build wrote, with the validators prepare would give the same bytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prepared-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'page.html');
    const html = Buffer.from(`<!doctype html><title>t</title>${'<p>verse</p>'.repeat(100)}`);
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, 'gz-bytes');
    writeFileSync(`${file}.br`, 'br-bytes');
    const options = { cacheControl: 'public, max-age=0', contentType: 'text/html; charset=utf-8' };
    const fromFiles = preparedFromFiles(file, contentHash(html), options, new RecentFiles(4));
    const inMemory = prepare(html, options);
    expect(fromFiles.etags).toEqual(inMemory.etags);
    expect(fromFiles.headers).toEqual(inMemory.headers);
    expect(fromFiles.notModified).toEqual(inMemory.notModified);
    expect(fromFiles.identity.equals(html)).toBe(true);
    expect(fromFiles.br.toString()).toBe('br-bytes');
    expect(fromFiles.gzip.toString()).toBe('gz-bytes');
  });

  it('reads each file once while it is among the recently served, the plain one too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prepared-'));
    const file = join(dir, 'page.html');
    const html = Buffer.from('<!doctype html><p>read once</p>');
    for (const name of [file, `${file}.gz`, `${file}.br`]) writeFileSync(name, html);
    const options = { cacheControl: 'public, max-age=0', contentType: 'text/html; charset=utf-8' };
    const page = preparedFromFiles(file, contentHash(html), options, new RecentFiles(4));
    for (const encoding of ['identity', 'gzip', 'br'] as const) expect(page[encoding].equals(html)).toBe(true);
    // Gone from disk, still served: no request after the first reads the disk.
    rmSync(dir, { recursive: true });
    for (const encoding of ['identity', 'gzip', 'br'] as const) expect(page[encoding].equals(html)).toBe(true);
  });
});
