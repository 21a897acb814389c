import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { checkCitedChapters, citedVerses } from './checkCitedChapters.ts';

describe('chapters cited in three or more verses', () => {
  const corpus = loadCorpus();
  const withText = (id: string, change: (text: (typeof corpus.texts)[number]) => (typeof corpus.texts)[number]) => ({
    ...corpus,
    texts: corpus.texts.map((text) => (text.id === id ? change(text) : text)),
  });

  it('counts each verse of a cited range, from the sources and the prose', () => {
    // The Mahābhārata's night massacre is cited as the range 10.8.7–102.
    expect(citedVerses(corpus).get('mahabharata')?.get('10.8')?.size).toBeGreaterThanOrEqual(96);
  });

  it('refuses such a chapter held in part, naming what it holds', () => {
    const problems = checkCitedChapters(
      withText('mahabharata', (text) => ({ ...text, verses: text.verses.filter((verse) => verse.ref !== '7.166.1') })),
    );
    expect(problems).toContainEqual(expect.stringContaining('chapter 7.166 is cited in'));
    expect(problems).toContainEqual(expect.stringContaining('holds 59 of 60 verses'));
  });

  it('takes a reason in partial_chapters, and refuses one for a chapter that need not be whole', () => {
    const problems = checkCitedChapters(
      withText('mahabharata', (text) => ({ ...text, partial_chapters: { ...text.partial_chapters, '12.201': 'no' } })),
    );
    expect(problems).toContain('texts/mahabharata.yaml: partial_chapters names 12.201, which need not be held whole');
  });
});
