// @vitest-environment node
import { createHash } from 'node:crypto';
import { zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageDictionary } from './pageDictionary.ts';

const shell = (body: string) =>
  `<!doctype html><html><head><style>${'.card{color:red}'.repeat(200)}</style></head><body><nav>${'<a href="/x">menu</a>'.repeat(100)}</nav><main>${body}</main></body></html>`;

describe('the pages’ compression dictionary', () => {
  const dictionary = pageDictionary([shell('a verse'), shell('an astra')]);

  it('is named and announced by its SHA-256, as a browser computes it', () => {
    const sha256 = createHash('sha256').update(dictionary.bytes).digest();
    expect(dictionary.availableDictionary).toBe(`:${sha256.toString('base64')}:`);
    expect(dictionary.url).toMatch(/^\/page-dictionary\/[\w-]{16}\.txt$/);
  });

  it('compresses a page as dcz: the magic, the dictionary’s hash, then Zstandard with the dictionary', () => {
    const page = Buffer.from(shell('another verse of the same text'));
    const dcz = dictionary.dcz(page);
    expect([...dcz.subarray(0, 8)]).toEqual([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0x00, 0x00, 0x00]);
    expect(dcz.subarray(8, 40).equals(createHash('sha256').update(dictionary.bytes).digest())).toBe(true);
    expect(zstdDecompressSync(dcz.subarray(40), { dictionary: dictionary.bytes }).equals(page)).toBe(true);
    // What the page shares with the dictionary costs next to nothing.
    expect(dcz.length).toBeLessThan(200);
  });
});
