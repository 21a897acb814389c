/**
 * Query speed on the full corpus (budget: well under 5 ms a call). Run with
 * `npx vitest bench --run content/src/search`.
 */
import { describe, test } from 'vitest';
import { loadCorpus } from '../index.ts';
import { buildSearchIndex } from './buildSearchIndex.ts';
import { search } from './search.ts';
import type { SearchIndex } from './types.ts';

// What the browser gets: the index after a JSON round trip.
const index = JSON.parse(JSON.stringify(buildSearchIndex(loadCorpus()))) as SearchIndex;

const queries = [
  ['1 letter', 'b'],
  ['1 letter (vowel)', 'a'],
  ['2 letters', 'ka'],
  ['prefix', 'brahm'],
  ['exact name', 'kshurapra'],
  ['IAST', 'Śārṅga'],
  ['Devanagari', 'शार्ङ्ग'],
  ['Devanagari, being typed', 'सप्त'],
  ['typo', 'brhamastra'],
  ['typo, being typed', 'brhamas'],
  ['two words', 'vishnu bow'],
  ['three words', 'arrow to cut bowstring'],
  ['common English word', 'the'],
  ['no match', 'xyzzyq'],
  ['no match, typo-length', 'qwertyuiop'],
  ['long query', 'the divine bow of vishnu made by the craftsman of the gods seven spans long '.repeat(6)],
] as const;

describe('search (full corpus)', () => {
  for (const [name, query] of queries) {
    const label = `${name}: ${query.slice(0, 24)}`;
    test(label, async ({ bench }) => {
      await bench(label, () => void search(index, query)).run();
    });
  }
});
