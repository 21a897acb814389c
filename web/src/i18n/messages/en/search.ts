import type { MessageTree } from '../shape.ts';

/**
 * The site-wide search: the header's field and the results page. In the results' summary the
 * query is the element `<q>` (echoed as typed, its Devanagari marked); its `{query}` is not filled.
 */
export const search = {
  title: 'Search',
  metaTitle: 'Search: {query}',
  metaDescription:
    'Search every page of {name}: names in any spelling or in Devanagari, facts, quiz questions and the verses the site cites.',
  fieldLabel: 'Search every page and verse: names in any spelling, Devanagari, facts and quiz questions',
  hint: 'Try a name in any spelling (sharnga, Śārṅga or <sa>शार्ङ्ग</sa>), a sage, or a word from a fact.',
  noResults: 'No results for “<q>{query}</q>”. Try another spelling or fewer words.',
  noPagesButVerses: {
    one: 'No pages for “<q>{query}</q>”, but a verse names it.',
    other: 'No pages for “<q>{query}</q>”, but {count} verses name it.',
  },
  results: { one: '{count} result for “<q>{query}</q>”', other: '{count} results for “<q>{query}</q>”' },
  resultsFirst: 'The first {limit} results for “<q>{query}</q>”',
  pagesAndVerses: '{pages} and {verses} for “<q>{query}</q>”',
  pages: { one: '{count} page', other: '{count} pages' },
  pagesFirst: 'The first {limit} pages',
  verses: { one: '{count} verse', other: '{count} verses' },
  versesFirst: 'the first {count} verses',
  versesTitle: 'Verses',
  versesError: 'The verses could not be searched just now. Press Search to try again.',
  site: {
    label: 'Search the site',
    placeholder: 'Search the site  /',
    suggestions: 'Search suggestions',
    noMatches: 'No matches yet. Press Enter to search every page.',
    loading: 'Loading the search…',
  },
  /** A result's kind, where the index names it in English (an item's kind is its category's name). */
  kinds: {
    category: 'Category',
    sage: 'Sage',
    fact: 'Fact',
    quizQuestion: 'Quiz question',
    verse: 'Verse',
  },
} satisfies MessageTree;
