import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { checkHymnVerses } from './checkHymnVerses.ts';

const real = loadCorpus();
const durga = real.hymns.find((hymn) => hymn.id === 'durga_stuti');

describe('checkHymnVerses', () => {
  it('passes the real corpus: the Durgā stuti’s cards are Mahābhārata 6.23.4–16 as the verse pages give them', () => {
    expect(durga?.sources?.[0]).toMatchObject({ text: 'mahabharata_vulgate', ref: '6.23.4–16' });
    expect(checkHymnVerses(real)).toEqual([]);
  });

  it('finds a card that drifted from its verse, and a card too few', () => {
    if (!durga) throw new Error('no durga_stuti hymn');
    const [first, second, ...rest] = durga.verses;
    if (!first || !second) throw new Error('the hymn has fewer than two cards');
    const drifted = {
      ...durga,
      verses: [first, { ...second, shlok: second.shlok.replace('भद्रकालि', 'भद्रकाली') }, ...rest],
    };
    const short = { ...durga, verses: durga.verses.slice(1) };
    expect(checkHymnVerses({ ...real, hymns: [drifted, short] })).toEqual([
      'hymns/durga_stuti.yaml: card 2 differs from Mahābhārata (vulgate numbering) 6.23.5 (content/data/texts)',
      'hymns/durga_stuti.yaml: its sources name 13 verses we hold, but it has 12 cards',
    ]);
  });
});
