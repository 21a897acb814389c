import { describe, expect, it } from 'vitest';
import { findMatches, highlightParts, matchesQuery } from './match.ts';

describe('listing matches', () => {
  it.each([
    ['Śārṅga Bow', 'sharnga'],
    ['Śārṅga Bow', 'sarnga'],
    ['Śārṅga Bow', 'शार्ङ्ग'],
    ['Śārṅga Bow', 'Śārṅga'],
    ['Śārṅga Bow', 'bow'],
    ['Kṣurapra', 'kshurapra'],
    ['Kṣurapra', 'ksura'],
    ['Arrow Heads', 'rrow'],
    ['Vajramuṣṭi', 'MUSHTI'],
  ])('%s matches %s', (text, query) => {
    expect(matchesQuery(text, query)).toBe(true);
  });

  it.each([
    ['Bhalla', 'bala'],
    ['Kṣurapra', 'bow'],
  ])('%s does not match %s', (text, query) => {
    expect(matchesQuery(text, query)).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(findMatches('Śārṅga', '  ')).toBeNull();
    expect(matchesQuery('Śārṅga', '')).toBe(true);
  });

  it('marks the match on the text as written', () => {
    expect(highlightParts('Śārṅga Bow', 'sharnga')).toEqual([
      { text: 'Śārṅga', match: true },
      { text: ' Bow', match: false },
    ]);
    expect(highlightParts('The Śārṅga bow', 'bow')).toEqual([
      { text: 'The Śārṅga ', match: false },
      { text: 'bow', match: true },
    ]);
    expect(highlightParts('Kṣurapra', 'ra')).toEqual([
      { text: 'Kṣu', match: false },
      { text: 'ra', match: true },
      { text: 'p', match: false },
      { text: 'ra', match: true },
    ]);
    expect(highlightParts('Arrow', 'x')).toEqual([{ text: 'Arrow', match: false }]);
  });
});
