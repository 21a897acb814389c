import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { checkCeNotes, readCeDifferences } from './checkCeNotes.ts';

const real = loadCorpus();
const differences = readCeDifferences();

describe('checkCeNotes', () => {
  it('passes the real corpus: every verse whose wording differs from the Critical Edition says so', () => {
    expect(differences.map((difference) => difference.ref)).toContain('12.49.74');
    expect(checkCeNotes(real, differences)).toEqual([]);
  });

  it('refuses a verse whose note does not name the Critical Edition, one we do not hold, and a repeat', () => {
    const texts = real.texts.map((text) =>
      text.id === 'mahabharata'
        ? {
            ...text,
            verses: text.verses.map((verse) => (verse.ref === '12.49.74' ? { ...verse, note: undefined } : verse)),
          }
        : text,
    );
    const listed = [
      { ref: '12.49.74', ce: 'kṣatriyās turvasos trayaḥ' },
      { ref: '18.1.1', ce: 'svargaṃ triviṣṭapaṃ prāpya' },
      { ref: '12.49.74', ce: 'kṣatriyās turvasos trayaḥ' },
    ];
    expect(checkCeNotes({ ...real, texts }, listed)).toEqual([
      'Mahābhārata 12.49.74: its wording differs from the Critical Edition’s (which reads kṣatriyās turvasos trayaḥ), but its note does not say so',
      'data/texts/mahabharata/ce-differences.yaml: Mahābhārata 18.1.1 is not a verse we hold',
      'data/texts/mahabharata/ce-differences.yaml: 12.49.74 is listed twice',
      'Mahābhārata 12.49.74: its wording differs from the Critical Edition’s (which reads kṣatriyās turvasos trayaḥ), but its note does not say so',
    ]);
  });

  it('keeps the list out of the verses: the text’s verses are read from verses*.yaml only', () => {
    const mahabharata = real.texts.find((text) => text.id === 'mahabharata');
    expect(mahabharata?.verses.some((verse) => 'ce' in verse)).toBe(false);
    expect(mahabharata?.verses.length).toBeGreaterThan(700);
  });
});
