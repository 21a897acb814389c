import { describe, expect, it } from 'vitest';
import { paragraphs, titleFromId } from './text.ts';

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
