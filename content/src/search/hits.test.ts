import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { buildVerseIndex } from './buildSearchIndex.ts';
import { verseHits } from './hits.ts';
import type { SearchIndex } from './types.ts';

// What the server holds: the verses' index after the artifact's JSON round trip.
const index = JSON.parse(JSON.stringify(buildVerseIndex(loadCorpus()))) as SearchIndex;
const urls = (query: string) => verseHits(index, query).map((hit) => hit.url);

describe('verseHits', () => {
  it('finds the verses that name a word, in any spelling or in Devanagari', () => {
    for (const spelling of ['kṣurapra', 'kshurapra', 'ksurapra', 'क्षुरप्र']) {
      const found = urls(spelling);
      // The list of arrowheads and the list of their uses; the Mahābhārata's kṣurapras too.
      expect(found, spelling).toContain('/texts/dhanurveda_samhita/1.64');
      expect(found, spelling).toContain('/texts/dhanurveda_samhita/1.66');
      expect(
        found.some((url) => url.startsWith('/texts/mahabharata/')),
        spelling,
      ).toBe(true);
    }
  });

  it('finds a verse by the words of our translation, and shows where they are', () => {
    const hits = verseHits(index, 'crow’s beak');
    // The arrowhead kākatuṇḍa (1.65) and the grip kākatuṇḍī (1.89) are both "crow's beak".
    expect(
      hits
        .map((hit) => hit.title)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Dhanurveda-saṃhitā 1.65', 'Dhanurveda-saṃhitā 1.89']);
    for (const hit of hits.slice(0, 2)) {
      expect(hit.kind).toBe('Verse');
      const marks = hit.snippet.highlights.map(([start, end]) => hit.snippet.text.slice(start, end));
      expect(marks).toEqual(['crow', 'beak']);
    }
  });

  it('lists no verse for a query that only names the text, and at most ten', () => {
    // No verse of the Manusmṛti names it: the text's name alone finds none of them.
    expect(urls('Manusmṛti')).toEqual([]);
    expect(urls('arrow').length).toBe(10);
  });
});
