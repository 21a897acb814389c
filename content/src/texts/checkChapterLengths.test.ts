import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { checkChapterLengths } from './checkChapterLengths.ts';

const real = loadCorpus();

describe('checkChapterLengths', () => {
  it('passes the real corpus', () => {
    expect(checkChapterLengths(real)).toEqual([]);
  });

  it('refuses a length below a held verse, and a chapter the site holds nothing of', () => {
    const rigveda = real.texts.find((text) => text.id === 'rigveda');
    if (!rigveda) throw new Error('no Ṛgveda');
    const verses = rigveda.verses.filter((verse) => ['7.33.1', '7.33.2', '7.33.3'].includes(verse.ref));
    const wrong = { ...rigveda, verses, chapter_lengths: { '7.33': 2, '9.9': 10 } };
    expect(checkChapterLengths({ ...real, texts: [wrong] })).toEqual([
      'texts/rigveda: 7.33.3 lies beyond the 2 verses chapter_lengths gives 7.33',
      'texts/rigveda.yaml: chapter_lengths names 9.9, of which no verse is held',
    ]);
  });
});
