/**
 * The names readers type (content `aliases`) and the plain English of a name (`gloss`) find the
 * page, in the site search and in a listing's filter, which matches a card's name and aliases
 * (docs/decisions.md, "One name per category").
 */
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { buildSearchIndex } from './buildSearchIndex.ts';
import { matchesQuery } from './match.ts';
import { search } from './search.ts';
import type { SearchIndex } from './types.ts';

const corpus = loadCorpus();
// What the browser gets: the index after a JSON round trip.
const index = JSON.parse(JSON.stringify(buildSearchIndex(corpus))) as SearchIndex;
const first = (query: string) => search(index, query)[0]?.entry.url;

/** The cards of a category's listing that its filter keeps for a query. */
const filtered = (categoryId: string, query: string) =>
  (corpus.categories.find((category) => category.id === categoryId)?.items ?? [])
    .filter((item) => [item.name, ...(item.aliases ?? [])].some((text) => matchesQuery(text, query)))
    .map((item) => item.id);

describe('aliases: the familiar name finds the page', () => {
  it.each([
    ['chakravyuh', '/vyuham/chakra_vyuha'],
    ['Chakra vyuha', '/vyuham/chakra_vyuha'],
    ['bramhastra', '/astras/brahmastra'],
    ['pashupatastra', '/astras/pashupata'],
    ['Garudvyuh', '/vyuham/garuda_vyuha'],
    ['akshohini', '/military_science/akshauhini'],
    ['sharanga', '/weapon_building/bow_building/sarnga_bow'],
  ])('site search: %s → %s', (query, url) => {
    expect(first(query)).toBe(url);
  });

  it.each([
    ['vyuham', 'chakravyuh', ['chakra_vyuha']],
    ['vyuham', 'chakra vyuh', ['chakra_vyuha']],
    ['astras', 'bramhastra', ['brahmastra']],
    ['astras', 'pashupatastra', ['pashupata']],
    ['astras', 'sammohanastra', ['sammohana']],
  ])('the %s filter keeps %s', (category, query, ids) => {
    expect(filtered(category, query)).toEqual(ids);
  });
});

describe('glosses: the plain English finds the page', () => {
  it.each([
    ['rain weapon', '/astras/parjanyastra'],
    ['wheel formation', '/vyuham/chakra_vyuha'],
    ['razor-edged arrowhead', '/arrow_heads/kshurapra'],
  ])('%s → %s', (query, url) => {
    expect(first(query)).toBe(url);
  });
});
