/**
 * `npm run bench -- search`: how long one query of the site search takes on the full corpus, in
 * this process, with the index as the browser gets it (after a JSON round trip). Goal: well under
 * 5 ms a call, so the header field can search on every key press. Prints the median and the
 * slowest of 200 calls per query.
 */
import { loadCorpus } from '../../content/src/index.ts';
import { buildSearchIndex } from '../../content/src/search/buildSearchIndex.ts';
import { search } from '../../content/src/search/search.ts';
import type { SearchIndex } from '../../content/src/search/types.ts';
import { median } from './stats.ts';

const CALLS = 200;
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

// The first calls compile the search code: run every query once before timing.
for (const [, query] of queries) search(index, query);
console.log(`search, ${CALLS} calls per query: median and slowest (ms)`);
for (const [name, query] of queries) {
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    search(index, query);
    times.push(performance.now() - started);
  }
  console.log(
    `  ${name.padEnd(24)} ${median(times).toFixed(3).padStart(7)} ${Math.max(...times)
      .toFixed(3)
      .padStart(7)}`,
  );
}
