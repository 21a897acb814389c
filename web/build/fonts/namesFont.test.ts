// @vitest-environment node
/** The search hits' names font: the pieces a highlight can cut a name into, and the checked cut. */
import { describe, expect, it } from 'vitest';
import { makeNamesFont, namePieces } from './namesFont.ts';
import { FACES, fontsourceFile, KEEP_FEATURES } from './subsets.ts';

const DEVANAGARI_400 = FACES.find((face) => face.family === 'Noto Sans Devanagari' && face.weight === 400);

describe('namePieces', () => {
  it('cuts a name where a highlight can start or end: at words and at the end of each akṣara', () => {
    const pieces = namePieces('ब्रह्मास्त्र');
    expect(pieces).toContain('ब्रह्मास्त्र');
    expect(pieces).toContain('ब्रह्मा');
    expect(pieces).toContain('स्त्र');
    // Never inside an akṣara: no piece starts with a vowel sign or a virama.
    expect(pieces.filter((piece) => /^\p{M}/u.test(piece))).toEqual([]);
  });

  it('cuts a name of two words at the space, and drops the space itself', () => {
    const pieces = namePieces('गरुड व्यूह');
    expect(pieces).toContain('गरुड');
    expect(pieces).toContain('व्यूह');
    expect(pieces).not.toContain(' ');
  });
});

describe('makeNamesFont', () => {
  it('cuts the face to the names, maps exactly their characters, and writes WOFF2', async () => {
    if (!DEVANAGARI_400) throw new Error('no Devanagari 400 face');
    const names = ['ब्रह्मास्त्र', 'शार्ङ्ग'];
    const font = await makeNamesFont(fontsourceFile(DEVANAGARI_400, 'devanagari'), names, KEEP_FEATURES);
    expect(String.fromCharCode(...font.woff2.subarray(0, 4))).toBe('wOF2');
    expect(font.codePoints.map((cp) => String.fromCodePoint(cp)).join('')).toBe(
      [...new Set(Array.from(names.join('')))].sort().join(''),
    );
    // Two names' glyphs, a small fraction of the 32 KB face.
    expect(font.woff2.byteLength).toBeLessThan(6 * 1024);
  });
});
