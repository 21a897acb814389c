import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { buildSearchIndex } from './buildSearchIndex.ts';
import { entryFields } from './fields.ts';

const corpus = loadCorpus();
const index = buildSearchIndex(corpus);
const byUrl = new Map(index.entries.map((entry) => [entry.url, entry]));

describe('buildSearchIndex', () => {
  it('has an entry for every category, item and sub-item, with its url and kind', () => {
    for (const category of corpus.categories) {
      expect(byUrl.get(`/${category.id}`)).toMatchObject({ kind: 'Category', title: category.name });
      for (const item of category.items) {
        const url = `/${category.id}/${item.id}`;
        expect(byUrl.get(url), url).toMatchObject({ kind: category.name, title: item.name });
        for (const sub of item.items ?? [])
          expect(byUrl.get(`${url}/${sub.id}`)).toMatchObject({ kind: category.name, title: sub.name });
      }
    }
    expect(byUrl.get('/weapon_building/bow_building/sarnga_bow')).toMatchObject({
      title: 'Śārṅga Bow',
      sanskrit: 'शार्ङ्ग',
      context: ['Weapon Building', 'Bow Building'],
    });
  });

  it('has the sages, facts and quiz questions', () => {
    for (const sage of corpus.saptarishis)
      expect(byUrl.get(`/saptarishi/${sage.key}`)).toMatchObject({ kind: 'Sage', sanskrit: sage.sanskrit_name });
    const facts = index.entries.filter((entry) => entry.kind === 'Fact');
    expect(facts).toHaveLength(corpus.facts.length);
    expect(facts.every((fact) => fact.url === '/' && fact.proseTitle)).toBe(true);
    const questions = index.entries.filter((entry) => entry.kind === 'Quiz question');
    expect(questions.map((q) => q.url)).toEqual(corpus.quiz.map((_, i) => `/quiz?q=${i + 1}`));
    expect(questions[0]?.title).toBe(corpus.quiz[0]?.quiz_information.question);
  });

  it('keeps the Sanskrit name wherever the content has one', () => {
    const named = corpus.categories.flatMap((c) => c.items).filter((item) => item.sanskrit_name);
    expect(
      index.entries.filter((entry) => entry.sanskrit && entry.kind !== 'Category' && entry.kind !== 'Sage'),
    ).toHaveLength(
      named.length + 1, // + the Śārṅga sub-item
    );
  });

  it('cleans prose: paragraphs, single spaces, no repeats', () => {
    for (const entry of index.entries) {
      for (const [, text] of entryFields(entry)) {
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\s{2}|\n/);
      }
      const prose = [...(entry.intro ?? []), ...(entry.text ?? [])];
      expect(new Set(prose).size).toBe(prose.length);
    }
    // The Weapon Building introduction has four paragraphs.
    expect(byUrl.get('/weapon_building')?.intro).toHaveLength(4);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(index))).toEqual(index);
  });

  it('lists each term once, sorted, with ascending field ids in range', () => {
    const fieldCount = index.entries.reduce((n, entry) => n + entryFields(entry).length, 0);
    expect([...index.terms].sort()).toEqual(index.terms);
    expect(new Set(index.terms).size).toBe(index.terms.length);
    expect(index.postings).toHaveLength(index.terms.length);
    for (const deltas of index.postings) {
      let id = 0;
      deltas.forEach((delta, i) => {
        expect(i === 0 ? delta >= 0 : delta > 0).toBe(true);
        id += delta;
      });
      expect(id).toBeLessThan(fieldCount);
    }
    expect(index.titleKeys).toHaveLength(index.entries.length);
  });

  it('leaves out stop words and single letters, keeps Sanskrit words whose key is a stop word’s', () => {
    // and, of, with, for, from, a, s (of Vasiṣṭha's)
    for (const word of ['and', 'op', 'vit', 'por', 'prom', 'a', 's']) expect(index.terms).not.toContain(word);
    // te is "the", but also the Sanskrit ते of a quoted verse, which stays.
    expect(index.terms).toContain('te');
  });

  it('stays small enough for a lazily loaded chunk', () => {
    const json = JSON.stringify(index);
    // About 345 KB raw and 120 KB gzipped in November 2026: fail loudly if it doubles.
    expect(json.length).toBeLessThan(700_000);
    expect(gzipSync(json).length).toBeLessThan(250_000);
  });
});
