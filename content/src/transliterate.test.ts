import { describe, expect, it } from 'vitest';
import { toIast } from './transliterate.ts';

describe('toIast', () => {
  it.each([
    ['क्षुरप्र', 'kṣurapra'],
    ['शार्ङ्ग', 'śārṅga'],
    ['व्यूह', 'vyūha'],
    ['अर्धचन्द्र', 'ardhacandra'],
    ['सूचीमुख', 'sūcīmukha'],
    ['अस्त्र', 'astra'],
  ])('%s → %s', (devanagari, iast) => {
    expect(toIast(devanagari)).toBe(iast);
  });
});
