import { describe, expect, it } from 'vitest';
import { mergeTranslation, mergeVerseTranslations } from './merge.ts';

const english = {
  id: 'astras',
  name: 'Astras',
  intro: 'An astra is a weapon.',
  sources: [{ text: 'mahabharata', ref: '7.1' }],
  items: [
    { id: 'a', name: 'Brahmāstra', deity: 'Brahmā', sources: [{ text: 'ramayana', ref: '1.55' }] },
    { id: 'b', name: 'Vāyavya', deity: 'Vāyu' },
  ],
  characteristics: ['One', 'Two'],
};

describe('mergeTranslation', () => {
  it('lays the translated strings over the English by key, by id and by position', () => {
    const merged = mergeTranslation(english, {
      name: 'अस्त्र',
      items: [
        { id: 'b', name: 'वायव्य' },
        { id: 'a', deity: 'ब्रह्मा' },
      ],
      characteristics: ['एक', 'दो'],
    });
    expect(merged).toEqual({
      ...english,
      name: 'अस्त्र',
      items: [
        { ...english.items[0], deity: 'ब्रह्मा' },
        { id: 'b', name: 'वायव्य', deity: 'Vāyu' },
      ],
      characteristics: ['एक', 'दो'],
    });
  });

  it('never takes ids, citations or links from a translation', () => {
    const merged = mergeTranslation(english, { id: 'x', sources: [{ text: 'y', ref: '9' }] }) as typeof english;
    expect(merged.id).toBe('astras');
    expect(merged.sources).toEqual(english.sources);
  });
});

describe('mergeVerseTranslations', () => {
  it('puts each translated verse in place of the English and says which were translated', () => {
    const verses = [
      { ref: '1.1', sa: 'अथ', en: 'Now' },
      { ref: '1.2', sa: 'इति', en: 'Thus' },
    ];
    const { verses: merged, translatedRefs } = mergeVerseTranslations(verses, [{ ref: '1.2', hi: 'इस प्रकार' }], 'hi');
    expect(merged.map((v) => v.en)).toEqual(['Now', 'इस प्रकार']);
    expect([...translatedRefs]).toEqual(['1.2']);
  });
});
