import { describe, expect, it } from 'vitest';
import { loadCorpus, toIast } from '../index.ts';
import { devanagariToIast, transliterateDevanagari } from './devanagari.ts';

/** Every string of the corpus that holds Devanagari (names, hymn verses, anything). */
function devanagariStrings(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/[\u0900-\u097f]/.test(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(loadCorpus());
  return [...found];
}

describe('devanagariToIast', () => {
  const strings = devanagariStrings();

  it('finds the Devanagari of the corpus (names and hymns)', () => {
    expect(strings.length).toBeGreaterThan(150);
  });

  it('agrees with sanscript (toIast) on every Devanagari string of the corpus', () => {
    // sanscript garbles the nukta (ड़ → "ḍa़"); we drop it, which equals sanscript without it.
    const mismatches = strings.filter((text) => devanagariToIast(text) !== toIast(text.replace(/\u093c/g, '')));
    expect(mismatches).toEqual([]);
  });

  it.each([
    ['शार्ङ्ग', 'śārṅga'],
    ['क्षुरप्र', 'kṣurapra'],
    ['सप्तर्षि', 'saptarṣi'],
    ['ब्रह्मास्त्र', 'brahmāstra'],
    ['अधः', 'adhaḥ'],
    ['नपुंसक', 'napuṃsaka'],
    ['पुमान्', 'pumān'],
    ['ऋग्वेद', 'ṛgveda'],
    ['ॐ नमोऽस्तु', 'oṃ namo’stu'],
    ['नमः ॥ १ ॥', 'namaḥ ॥ 1 ॥'],
    ['१०८', '108'],
    ['Śārṅga (शार्ङ्ग)', 'Śārṅga (śārṅga)'],
  ])('%s → %s', (devanagari, iast) => {
    expect(devanagariToIast(devanagari)).toBe(iast);
    expect(toIast(devanagari)).toBe(iast);
  });

  it('drops the nukta and keeps the base consonant (ड़ → ḍ), also for the precomposed letters', () => {
    expect(devanagariToIast('भेड़िये')).toBe('bheḍiye');
    expect(devanagariToIast('\u095c')).toBe('ḍa');
  });

  it('reports the source range of each piece', () => {
    const pieces: Array<[string, number, number]> = [];
    transliterateDevanagari('शार्ङ्ग', (piece, start, end) => pieces.push([piece, start, end]));
    // श ा र ् ङ ् ग: the virama belongs to its consonant; the inherent a to the consonant carrying it.
    expect(pieces).toEqual([
      ['ś', 0, 1],
      ['ā', 1, 2],
      ['r', 2, 4],
      ['ṅ', 4, 6],
      ['g', 6, 7],
      ['a', 6, 7],
    ]);
  });
});
