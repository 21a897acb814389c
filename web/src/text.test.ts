import { describe, expect, it } from 'vitest';
import { keepStopsWithWords, paragraphs, titleFromId } from './text.ts';

describe('titleFromId', () => {
  it('turns underscores to spaces and capitalises each word', () => {
    expect(titleFromId('arrow_heads')).toBe('Arrow Heads');
    expect(titleFromId('naracha_nalika_sataghani')).toBe('Naracha Nalika Sataghani');
    expect(titleFromId('vyuham')).toBe('Vyuham');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and folds whitespace', () => {
    expect(paragraphs('One\ntwo.\n\nThree.')).toEqual(['One two.', 'Three.']);
    expect(paragraphs(undefined)).toEqual([]);
  });
});

describe('keepStopsWithWords', () => {
  it('holds every stop of a verse, Devanagari or IAST, to the word before it', () => {
    expect(keepStopsWithWords('दत्तान्यस्मै कृशाश्वेन ।\nमहीं पालयते ॥ १ ॥')).toBe(
      'दत्तान्यस्मै कृशाश्वेन\u00A0।\nमहीं पालयते\u00A0॥\u00A0१\u00A0॥',
    );
    expect(keepStopsWithWords('dattānyasmai kṛśāśvena ।\nmahīṃ pālayate ॥ 12 ॥')).toBe(
      'dattānyasmai kṛśāśvena\u00A0।\nmahīṃ pālayate\u00A0॥\u00A012\u00A0॥',
    );
  });
});
