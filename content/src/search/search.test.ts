import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { buildSearchIndex, indexEntries } from './buildSearchIndex.ts';
import { search } from './search.ts';
import { searchKey } from './searchKey.ts';
import type { SearchEntry, SearchIndex, SearchResult } from './types.ts';

// What the browser gets: the index after a JSON round trip.
const index = JSON.parse(JSON.stringify(buildSearchIndex(loadCorpus()))) as SearchIndex;

const first = (query: string) => search(index, query)[0];
const marked = (text: string, ranges: Array<[number, number]>) => ranges.map(([s, e]) => text.slice(s, e));

describe('search: spellings of one word find the same entry first', () => {
  it.each([
    [['Śārṅga', 'sarnga', 'sharnga', 'SHARNGA', 'शार्ङ्ग'], '/weapon_building/bow_building/sarnga_bow'],
    [['kṣurapra', 'ksurapra', 'kshurapra', 'क्षुरप्र'], '/arrow_heads/kshurapra'],
    // Saptarṣi is every sage's alias; Vasiṣṭha's page also uses the word, so he comes first.
    [['saptarṣi', 'saptarishi', 'सप्तर्षि'], '/saptarishi/vasishtha'],
    [['brahmāstra', 'brahmastra', 'ब्रह्मास्त्र'], '/astras/brahmastra'],
    [['Vasiṣṭha', 'Vasishtha', 'Vashishtha', 'वसिष्ठ'], '/saptarishi/vasishtha'],
    [['Viśvāmitra', 'Vishwamitra', 'विश्वामित्र'], '/saptarishi/vishvamitra'],
    [['Pāśupata', 'pashupata', 'पाशुपत'], '/astras/pashupata'],
    [['cakra', 'chakra', 'चक्र'], '/vyuham/chakra_vyuha'],
    [['vyūha', 'vyuha', 'vyooha', 'व्यूह'], '/vyuham'],
    [['Gopuccha', 'gopuchha', 'गोपुच्छ'], '/arrow_heads/gopuchha'],
    [['Nārasiṃha', 'narasimha', 'नारसिंह'], '/astras/narasimha'],
  ])('%j → %s', (spellings, url) => {
    for (const spelling of spellings) expect(first(spelling)?.entry.url, spelling).toBe(url);
  });

  it('ranks the same way for every spelling (Kṛṣṇa, nārāca)', () => {
    const urls = (query: string) => search(index, query).map((r) => r.entry.url);
    expect(urls('Krishna')).toEqual(urls('Kṛṣṇa'));
    expect(urls('कृष्ण')).toEqual(urls('Kṛṣṇa'));
    expect(urls('Krishna').length).toBeGreaterThan(5);
    expect(urls('naracha')).toEqual(urls('nārāca'));
    expect(first('naracha')?.entry.title).toBe('Nārāca');
  });
});

describe('search: typing and typos', () => {
  it.each(['brahmastar', 'brhamastra', 'bramhastra', 'brahmastraa'])('forgives one typo: %s', (query) => {
    expect(first(query)?.entry.url).toBe('/astras/brahmastra');
  });

  it('forgives a typo in a word still being typed (brhamas)', () => {
    expect(first('brhamas')?.entry.title).toMatch(/^Brahm/);
  });

  it('forgives ṃ written n (narasinha, sanhita) as a typo', () => {
    expect(first('narasinha')?.entry.url).toBe('/astras/narasimha');
    expect(search(index, 'sanhita').length).toBeGreaterThan(0);
  });

  it('does not forgive typos in short words, nor when the word is spelled right somewhere', () => {
    expect(search(index, 'brhm')).toEqual([]);
    // sarnga exists: Śṛṅgāṭaka (one letter away from a prefix) does not come up.
    expect(search(index, 'sarnga').map((r) => r.entry.title)).not.toContain('Śṛṅgāṭaka');
  });

  it('matches the last word as a prefix while typing', () => {
    const results = search(index, 'brahm');
    expect(results.slice(0, 3).map((r) => r.entry.title)).toEqual(
      expect.arrayContaining(['Brahmāstra', 'Brahmaśiras', 'Brahmadaṇḍa']),
    );
    expect(marked(results[0]?.entry.title ?? '', results[0]?.titleHighlights ?? [])).toEqual(['Brahm']);
  });

  it('matches the last word whole after a space', () => {
    const kshurapra = (query: string) => search(index, query).find((r) => r.entry.url === '/arrow_heads/kshurapra');
    expect(first('kshura')?.entry.url).toBe('/arrow_heads/kshurapra');
    expect(kshurapra('kshura')?.titleHighlights).toEqual([[0, 5]]);
    // "kṣura" is a word of its introduction, not its name.
    expect(kshurapra('kshura ')?.field).toBe('intro');
    expect(kshurapra('kshura ')?.titleHighlights).toEqual([]);
  });

  it('matches a prefix typed in Devanagari, even mid-conjunct', () => {
    expect(first('शार्ङ्')?.entry.url).toBe('/weapon_building/bow_building/sarnga_bow');
    // शार् is sār-: Śara, the closer word, comes first.
    expect(first('शार्')?.entry.title).toBe('Śara');
    // क्ष is typed क, ्, ष: after क the inherent a is not there yet.
    expect(search(index, 'क').map((r) => r.entry.url)).toContain('/arrow_heads/kshurapra');
  });

  it('forgives a dropped final a (arjun, angul)', () => {
    const urls = (query: string) => search(index, query, 100).map((r) => r.entry.url);
    expect(urls('arjun krishna')).toEqual(urls('arjuna krishna'));
    expect(urls('angul bow').length).toBeGreaterThan(0);
    expect(urls('angul bow')).toEqual(urls('angula bow'));
  });

  it('does not find an English word of the prose by a name it folds near (sharnga ≠ sharing)', () => {
    // “sharing” folds to sarng, which is Śārṅga (sarnga) without its final a; Jamadagni's page uses it.
    expect(search(index, 'sharing', 100).map((r) => r.entry.url)).toContain('/saptarishi/jamadagni');
    const sharnga = search(index, 'sharnga', 100);
    expect(sharnga.map((r) => r.entry.url)).not.toContain('/saptarishi/jamadagni');
    for (const r of sharnga) expect(marked(r.snippet.text, r.snippet.highlights)).not.toContain('sharing');
  });
});

describe('search: several words', () => {
  it('requires every word (AND)', () => {
    const both = search(index, 'vishnu bow', 100).map((r) => r.entry.url);
    const vishnu = new Set(search(index, 'vishnu', 100).map((r) => r.entry.url));
    const bow = new Set(search(index, 'bow', 100).map((r) => r.entry.url));
    expect(both.length).toBeGreaterThan(0);
    for (const url of both) {
      expect(vishnu.has(url), url).toBe(true);
      expect(bow.has(url), url).toBe(true);
    }
    expect(search(index, 'sarnga xyzzyq')).toEqual([]);
  });

  it('does not require stop words, and a title spelled out still ranks first', () => {
    expect(first('the sarnga bow')?.entry.url).toBe('/weapon_building/bow_building/sarnga_bow');
    expect(first('sarnga bow')?.score).toBe(first('the sarnga bow')?.score);
    expect(first('modes of shooting')?.entry.url).toBe('/modes_of_shooting_arrow');
  });
});

describe('search: results', () => {
  it('highlights sharnga on the title, the Sanskrit name and the snippet as written', () => {
    const result = first('sharnga') as SearchResult;
    expect(result.entry.title).toBe('Śārṅga Bow');
    expect(result.field).toBe('title');
    expect(marked(result.entry.title, result.titleHighlights)).toEqual(['Śārṅga']);
    expect(marked(result.entry.sanskrit ?? '', result.sanskritHighlights)).toEqual(['शार्ङ्ग']);
    expect(marked(result.snippet.text, result.snippet.highlights)).toEqual(['Śārṅga']);
  });

  it('marks a typed prefix to the end of its akṣara, never leaving a vowel sign on its own', () => {
    const result = search(index, 'brahm').find((hit) => hit.entry.url === '/astras/brahmastra') as SearchResult;
    expect(marked(result.entry.title, result.titleHighlights)).toEqual(['Brahm']);
    // The key letter m ends at म, whose ā follows: ब्रह्म|ास्त्र would draw ◌ा on a dotted circle.
    expect(marked(result.entry.sanskrit ?? '', result.sanskritHighlights)).toEqual(['ब्रह्मा']);
  });

  it('reports the field that matched', () => {
    expect(first('kshurapra')?.field).toBe('title');
    expect(first('saptarishi')?.field).toBe('alias');
    // 'razor' is in the kṣurapra's gloss (an alias field) too; 'blade' only in its introduction.
    expect(search(index, 'razor').find((r) => r.entry.url === '/arrow_heads/kshurapra')?.field).toBe('alias');
    expect(search(index, 'blade').find((r) => r.entry.url === '/arrow_heads/kshurapra')?.field).toBe('intro');
  });

  it('keeps snippets short, cut at words, with highlights on matching words', () => {
    for (const query of ['vasishtha', 'bow', 'arjuna krishna', 'a', 'brahm', 'razor']) {
      for (const result of search(index, query)) {
        const { text, highlights } = result.snippet;
        expect(text.length, text).toBeLessThanOrEqual(160);
        if (text.startsWith('…')) expect(text[1]).not.toBe(' ');
        for (const [start, end] of highlights) {
          expect(start).toBeGreaterThanOrEqual(0);
          expect(end).toBeLessThanOrEqual(text.length);
          expect(end).toBeGreaterThan(start);
        }
      }
    }
    const arjuna = search(index, 'arjuna krishna')[0] as SearchResult;
    const words = marked(arjuna.snippet.text, arjuna.snippet.highlights).map(searchKey);
    expect(words.every((word) => word === 'arjuna' || word === 'krsna')).toBe(true);
  });

  it('finds facts (url /) and quiz questions (/quiz?q=N, 1-based) but not quiz answers', () => {
    const fact = search(index, 'akshauhini chariots').find((r) => r.entry.kind === 'Fact');
    expect(fact?.entry.url).toBe('/');
    const question = search(index, 'arrowhead razor').find((r) => r.entry.kind === 'Quiz question');
    expect(question?.entry.url).toBe('/quiz?q=1');
    // Question 3's answer is Vatsadanta: searching the answer must not lead to the question.
    expect(search(index, 'calf tooth').map((r) => r.entry.url)).toContain('/quiz?q=3');
    expect(search(index, 'vatsadanta', 100).map((r) => r.entry.url)).not.toContain('/quiz?q=3');
  });

  it('respects the limit', () => {
    expect(search(index, 'a', 5)).toHaveLength(5);
    expect(search(index, 'a', 0)).toEqual([]);
    expect(search(index, 'a').length).toBe(20);
  });
});

describe('search: odd queries', () => {
  it.each(['', '   ', '\n\t', '!?', '…—–', '।॥', '"\'()'])('returns [] for %j', (query) => {
    expect(search(index, query)).toEqual([]);
  });

  it('copes with a 500-character query', () => {
    const long = 'divine bow of vishnu made by viśvakarman '.repeat(13).slice(0, 500);
    const started = performance.now();
    const results = search(index, long);
    expect(performance.now() - started).toBeLessThan(100);
    expect(Array.isArray(results)).toBe(true);
    expect(() => search(index, 'x'.repeat(500))).not.toThrow();
    expect(() => search(index, 'शार्ङ्ग'.repeat(70))).not.toThrow();
  });
});

describe('search: ranking', () => {
  const entry = (title: string, more: Partial<SearchEntry> = {}): SearchEntry => ({
    kind: 'Test',
    title,
    url: `/${title.toLowerCase().replace(/\W+/g, '_')}`,
    ...more,
  });
  const small = indexEntries([
    entry('Notes', { text: ['The kavaca is also mentioned here.'] }),
    entry('Armour', { sanskrit: 'कवच', intro: ['A coat of mail.'] }),
    entry('Guards', { intro: ['They wore the kavaca in battle.'] }),
    entry('Kavacadhara'),
    entry('Kavaca'),
    entry('Kavaca Plates'),
    entry('Shields', { context: ['Kavaca'] }),
  ]);
  const titles = (query: string) => search(small, query).map((r) => r.entry.title);

  it('orders title exact > title prefix > Sanskrit name > introduction > other prose > category', () => {
    expect(titles('kavaca')).toEqual([
      'Kavaca',
      'Kavaca Plates',
      'Kavacadhara',
      'Armour',
      'Guards',
      'Notes',
      'Shields',
    ]);
    expect(titles('कवच')).toEqual(titles('kavaca'));
  });

  it('ranks entries that match more words in better fields higher', () => {
    const more = indexEntries([
      entry('Kavaca', { intro: ['Worn by the warrior.'] }),
      entry('Kavaca Warrior'),
      entry('Warrior', { intro: ['He put on his kavaca.'] }),
    ]);
    expect(search(more, 'kavaca warrior').map((r) => r.entry.title)).toEqual(['Kavaca Warrior', 'Kavaca', 'Warrior']);
  });

  it('ranks exact matches above typos', () => {
    const typos = indexEntries([entry('Kavaca', { intro: ['kavacha'] }), entry('Kavacas')]);
    expect(search(typos, 'kavacas').map((r) => r.entry.title)).toEqual(['Kavacas']);
    // One swap from kavaca; while typing, also one swap from the start of kavacas.
    expect(search(typos, 'kavcaa ').map((r) => r.entry.title)).toEqual(['Kavaca']);
    expect(search(typos, 'kavcaa').map((r) => r.entry.title)).toEqual(['Kavaca', 'Kavacas']);
  });

  it('cuts long prose into a snippet around the match', () => {
    const long = `${'Before the match there are many words. '.repeat(5)}Here is the kavaca, a coat. ${'After it come more words. '.repeat(6)}`;
    const [result] = search(indexEntries([entry('Text', { intro: [long] })]), 'kavaca');
    const snippet = result?.snippet;
    expect(snippet?.text.startsWith('…')).toBe(true);
    expect(snippet?.text.endsWith('…')).toBe(true);
    expect(snippet?.text.length).toBeLessThanOrEqual(160);
    expect(marked(snippet?.text ?? '', snippet?.highlights ?? [])).toEqual(['kavaca']);
    // Cut at spaces: the snippet's words are whole words of the text.
    expect(long).toContain(snippet?.text.slice(1, -1));
    expect(snippet?.text.slice(1, 2)).toMatch(/\S/);
  });

  it('shows the start of the introduction when only the name matched', () => {
    const [result] = search(indexEntries([entry('Kavaca', { intro: ['A coat of mail.'] })]), 'kavaca');
    expect(result?.snippet).toEqual({ text: 'A coat of mail.', highlights: [] });
  });
});
