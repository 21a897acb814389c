import { describe, expect, it } from 'vitest';
import { proseLinkTargets, proseParts, stripProseLinks } from './proseLinks.ts';

describe('references in prose', () => {
  const marked =
    'Śakti was the eldest ([Mahābhārata 1.166.4](mahabharata 1.166.4)); see [1.169.3](mahabharata 1.169.3).';
  const resolved = 'Śakti was the eldest ([Mahābhārata 1.166.4](/texts/mahabharata/1.166.4)).';

  it('reads the targets a string marks, in order', () => {
    expect(proseLinkTargets(marked)).toEqual(['mahabharata 1.166.4', 'mahabharata 1.169.3']);
    expect(proseLinkTargets('No reference (45.72 cm).')).toEqual([]);
  });

  it('keeps only the shown words, marked or resolved', () => {
    expect(stripProseLinks(marked)).toBe('Śakti was the eldest (Mahābhārata 1.166.4); see 1.169.3.');
    expect(stripProseLinks(resolved)).toBe('Śakti was the eldest (Mahābhārata 1.166.4).');
  });

  it('splits resolved prose into words and links', () => {
    expect(proseParts(resolved)).toEqual([
      'Śakti was the eldest (',
      { label: 'Mahābhārata 1.166.4', href: '/texts/mahabharata/1.166.4' },
      ').',
    ]);
    expect(proseParts('Plain words.')).toEqual(['Plain words.']);
  });
});
