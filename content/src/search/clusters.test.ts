import { describe, expect, it } from 'vitest';
import { clusterEnd } from './clusters.ts';

describe('clusterEnd', () => {
  it('moves an end inside an akṣara to its end: past vowel signs, viramas and conjuncts', () => {
    const word = 'ब्रह्मास्त्र';
    // After म, before its ā: the ā belongs to the same akṣara.
    expect(word.slice(0, clusterEnd(word, 5))).toBe('ब्रह्मा');
    // After the virama of ब्, before र: the conjunct ब्र goes on.
    expect(word.slice(0, clusterEnd(word, 2))).toBe('ब्र');
    // After ह, before its virama and म: the conjunct ह्म goes on to the ā.
    expect(word.slice(0, clusterEnd(word, 4))).toBe('ब्रह्मा');
  });

  it('leaves an end that is already between clusters, and the ends of the text', () => {
    const word = 'ब्रह्मास्त्र';
    expect(clusterEnd(word, 3)).toBe(3); // ब्र|ह्मा
    expect(clusterEnd(word, 7)).toBe(7); // ब्रह्मा|स्त्र
    expect(clusterEnd(word, 0)).toBe(0);
    expect(clusterEnd(word, word.length)).toBe(word.length);
    expect(clusterEnd('Brahmāstra', 5)).toBe(5);
  });

  it('keeps an anusvara, a visarga and a joiner with their letter', () => {
    expect(clusterEnd('संहिता', 1)).toBe(2);
    expect(clusterEnd('नमः', 2)).toBe(3);
    expect(clusterEnd('क्\u200dष', 2)).toBe(4);
  });
});
