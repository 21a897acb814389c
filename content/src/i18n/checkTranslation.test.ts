import { describe, expect, it } from 'vitest';
import { checkTranslatedString, checkTranslationFile, checkVerseTranslations } from './checkTranslation.ts';

describe('checkTranslationFile', () => {
  const english = {
    id: 'vyaya',
    name: 'Vyaya',
    intro: 'The draw.',
    items: [{ id: 'kaishika', name: 'Kaiśika', use: 'Display fighting.' }],
    sources: [{ text: 'dhanurveda_samhita', ref: '1.2' }],
  };

  it('accepts a complete translation', () => {
    const translated = { name: 'व्याय', intro: 'खिंचाव।', items: [{ id: 'kaishika', name: 'कैशिक', use: 'प्रदर्शन युद्ध।' }] };
    expect(checkTranslationFile(english, translated, 'f')).toEqual([]);
  });

  it('wants the references of a string to open what the English ones do, in order, and reads their targets as no words', () => {
    const marked = {
      intro: 'Draw ([v. 2](dhanurveda_samhita 1.2)), then ([Sūtrasthāna 27.4](sushruta_samhita Sūtrasthāna 27.4)).',
    };
    const same = {
      intro: 'खींचें ([श्लोक 2](dhanurveda_samhita 1.2)), फिर ([सूत्रस्थान 27.4](sushruta_samhita Sūtrasthāna 27.4))।',
    };
    const swapped = {
      intro: 'फिर ([सूत्रस्थान 27.4](sushruta_samhita Sūtrasthāna 27.4)), खींचें ([श्लोक 2](dhanurveda_samhita 1.2))।',
    };
    expect(checkTranslationFile(marked, same, 'f')).toEqual([]);
    expect(checkTranslationFile(marked, swapped, 'f')).toEqual([
      'f.intro: its references must open what the English’s do, in order (dhanurveda_samhita 1.2; sushruta_samhita Sūtrasthāna 27.4)',
    ]);
  });

  it('names what is missing, what is extra and what is left in English', () => {
    const translated = {
      name: 'Vyaya',
      items: [
        { id: 'kaishika', name: 'कैशिक' },
        { id: 'other', name: 'अन्य' },
      ],
      sources: [],
    };
    expect(checkTranslationFile(english, translated, 'f')).toEqual([
      'f.sources: not in the English (or never translated)',
      'f.name: not translated (“Vyaya”)',
      'f.intro: missing',
      'f.items[1]: no English entry has id "other"',
      'f.items[id=kaishika].use: missing',
    ]);
  });
});

describe('checkTranslatedString', () => {
  it('refuses IAST left in roman letters, English sentences and straight quotes', () => {
    expect(checkTranslatedString('अर्जुन ने Brahmāstra चलाया।', 'w')[0]).toMatch(/roman letters with diacritics/);
    expect(checkTranslatedString('यह एक the bow is strung वाक्य है।', 'w')[0]).toMatch(/English words “the bow is”/);
    expect(checkTranslatedString('उसने "नहीं" कहा।', 'w')[0]).toMatch(/straight quote/);
    expect(checkTranslatedString('धनुष 4 हस्त (लगभग 1.8 मी) लंबा होता है।', 'w')).toEqual([]);
  });
});

describe('checkVerseTranslations', () => {
  it('wants a translation for a verse the English has, once', () => {
    const english = [{ ref: '1.1' }, { ref: '1.2' }];
    expect(
      checkVerseTranslations(
        english,
        [
          { ref: '1.1', hi: 'अब।' },
          { ref: '1.1', hi: 'अब।' },
          { ref: '1.9', hi: 'x' },
        ],
        'hi',
        'v',
      ),
    ).toEqual([
      'v[1]: ref 1.1 translated twice',
      'v[2]: no English verse has ref "1.9"',
      'v[2].hi: not translated (“x”)',
    ]);
  });
});
