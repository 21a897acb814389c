import { describe, expect, it } from 'vitest';
import { checkGlossary, translatedPairs } from './glossary.ts';

const glossary = new Map([
  ['Arjuna', 'अर्जुन'],
  ['Brahmāstra', 'ब्रह्मास्त्र'],
]);

describe('checkGlossary', () => {
  it('wants the glossary’s name wherever the English uses the name, in any form of the word', () => {
    const pairs = translatedPairs(
      { intro: 'Arjuna answered with the brahmāstra.', items: [{ id: 'a', use: 'Arjuna’s bow.' }] },
      { intro: 'अर्जुन ने ब्रह्मास्त्रों से उत्तर दिया।', items: [{ id: 'a', use: 'अर्जुना का धनुष।' }] },
      'f',
      [],
    );
    expect(checkGlossary(glossary, pairs)).toEqual([]);
    expect(checkGlossary(new Map([['Arjuna', 'अर्जुन्']]), pairs)).toEqual([
      'f.intro: the English names Arjuna; the translation should write it अर्जुन्',
      'f.items[0].use: the English names Arjuna; the translation should write it अर्जुन्',
    ]);
  });

  it('matches whole words only (Brahmā is not in Brahmāstra)', () => {
    const pairs: Array<[string, string, string]> = [['The brahmāstra of Brahmā', 'ब्रह्मास्त्र', 'w']];
    expect(checkGlossary(new Map([['Brahmā', 'ब्रह्मा']]), pairs)).toEqual([]);
    expect(checkGlossary(new Map([['Brahmā', 'ब्रह्माजी']]), pairs)).toHaveLength(1);
  });
});
