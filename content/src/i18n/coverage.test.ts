import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { translationCoverage } from './coverage.ts';

describe('translationCoverage', () => {
  it('counts what the Hindi translation covers, kind by kind, against the English', () => {
    const english = loadCorpus();
    const rows = new Map(translationCoverage(english, loadCorpus(undefined, 'hi')).map((row) => [row.kind, row]));
    const dhanurveda = english.texts.find((text) => text.id === 'dhanurveda_samhita');
    expect(rows.get('verses of the Dhanurveda-saṃhitā')).toEqual({
      kind: 'verses of the Dhanurveda-saṃhitā',
      total: dhanurveda?.verses.length,
      done: dhanurveda?.verses.length,
    });
    expect(rows.get('quiz questions')?.total).toBe(english.quiz.length);
    // The notes of verses are English in every edition, and the report says how many there are.
    const notes = english.texts.flatMap((text) => text.verses.filter((verse) => verse.note !== undefined));
    expect(rows.get("verses' notes (English, headed so on Hindi pages)")).toEqual({
      kind: "verses' notes (English, headed so on Hindi pages)",
      total: notes.length,
      done: 0,
    });
    for (const row of rows.values()) expect(row.done).toBeLessThanOrEqual(row.total);
  });

  it('counts nothing as translated in a corpus read without a translation', () => {
    const english = loadCorpus();
    for (const row of translationCoverage(english, english)) expect(row.done).toBe(0);
  });
});
