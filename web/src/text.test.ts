import { describe, expect, it } from 'vitest';
import { highlightParts, matchesSearch, paragraphs, titleFromId } from './text.ts';

describe('titleFromId', () => {
  it('turns underscores to spaces and capitalises each word', () => {
    expect(titleFromId('arrow_heads')).toBe('Arrow Heads');
    expect(titleFromId('naracha_nalika_sataghani')).toBe('Naracha Nalika Sataghani');
    expect(titleFromId('vyuham')).toBe('Vyuham');
  });
});

describe('matchesSearch', () => {
  it('is a case-insensitive substring match', () => {
    expect(matchesSearch('Arrow Heads', 'head')).toBe(true);
    expect(matchesSearch('Arrow Heads', 'HEAD')).toBe(true);
    expect(matchesSearch('Arrow Heads', 'bow')).toBe(false);
  });
  it('ignores diacritics', () => {
    expect(matchesSearch('Śārṅga', 'sarnga')).toBe(true);
    expect(matchesSearch('Kṣurapra', 'ksurapra')).toBe(true);
  });
  it('matches everything for empty text', () => {
    expect(matchesSearch('Astras', '')).toBe(true);
  });
});

describe('highlightParts', () => {
  it('marks each match and keeps the original characters', () => {
    expect(highlightParts('Kṣurapra', 'ksu')).toEqual([
      { text: 'Kṣu', match: true },
      { text: 'rapra', match: false },
    ]);
    expect(highlightParts('Arrow Heads', 'r')).toEqual([
      { text: 'A', match: false },
      { text: 'r', match: true },
      { text: 'r', match: true },
      { text: 'ow Heads', match: false },
    ]);
  });
  it('returns the whole name unmarked for empty search', () => {
    expect(highlightParts('Vyuham', '')).toEqual([{ text: 'Vyuham', match: false }]);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and folds whitespace', () => {
    expect(paragraphs('One\ntwo.\n\nThree.')).toEqual(['One two.', 'Three.']);
    expect(paragraphs(undefined)).toEqual([]);
  });
});
