/** The results page's field and summary in each edition: one sentence per case, links in the edition. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shastra/content/contract/locales';
import { Island } from '../../islands/Island.tsx';
import { renderAsPage } from '../../test/renderAsPage.tsx';
import { testIds } from '../../testIds.ts';
import { loadSearch } from '../../search/siteSearch.ts';
import SearchResults, { type SearchResultsProps } from './SearchResults.island.tsx';

const hit = (kind: string, title: string, url: string) => ({
  kind,
  title,
  titleHighlights: [],
  proseTitle: false,
  sanskritHighlights: [],
  url,
  snippet: { text: '', highlights: [] },
});

const results = (locale: Locale, props: SearchResultsProps) =>
  renderAsPage(
    <Island
      name="SearchResults"
      component={SearchResults}
      props={props}
      hydrate="load"
      messages={['search', 'common']}
    />,
    locale,
  );

const summary = () => screen.getByTestId(testIds.searchSummary);
const pages = [hit('Category', 'Astras', '/astras'), hit('Sage', 'Vasiṣṭha', '/saptarishi/vasishtha')];
const verses = [hit('Verse', 'Mahābhārata 7.81.32', '/texts/mahabharata/7.81.32')];

describe('SearchResults', () => {
  it('says in one English sentence what was found', async () => {
    await results('en', { query: 'astra', hits: pages, verseHits: [] });
    expect(summary()).toHaveTextContent(/^2 results for “astra”$/);
  });

  it('counts pages and verses apart, and names a lone verse', async () => {
    await results('en', { query: 'astra', hits: pages.slice(0, 1), verseHits: verses });
    expect(summary()).toHaveTextContent(/^1 page and 1 verse for “astra”$/);
  });

  it('says so when only a verse names the query', async () => {
    await results('en', { query: 'yoginī', hits: [], verseHits: verses });
    expect(summary()).toHaveTextContent(/^No pages for “yoginī”, but a verse names it\.$/);
  });

  it('gives the hint, with its Sanskrit marked, when there is nothing to look for', async () => {
    await results('en', { query: '', hits: [], verseHits: [] });
    expect(summary()).toHaveTextContent(
      /^Try a name in any spelling \(sharnga, Śārṅga or शार्ङ्ग\), a sage, or a word from a fact\.$/,
    );
    expect(summary().querySelector('[lang="sa"]')).toHaveTextContent('शार्ङ्ग');
    // The field takes focus, and focus starts loading the engine: let it finish inside the test,
    // or its modules would be imported after the test environment is gone.
    await loadSearch('en');
  });

  it('speaks Hindi on a Hindi page and links to Hindi pages', async () => {
    const page = await results('hi', { query: 'अस्त्र', hits: pages, verseHits: verses });
    expect(summary()).toHaveTextContent(/^“अस्त्र” के लिए 2 पन्ने और 1 श्लोक$/);
    expect(page.querySelector('form')).toHaveAttribute('action', '/hi/search');
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'श्लोक' })).toBeInTheDocument();
    const links = [...page.querySelectorAll('a.search-hit__link')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/hi/astras', '/hi/saptarishi/vasishtha', '/hi/texts/mahabharata/7.81.32']);
    // The kinds the index names in English are shown in Hindi.
    expect(page.querySelector('.search-hit__kind')).toHaveTextContent('विषय');
    expect(page).not.toHaveTextContent(/results|Search|Category/);
  });

  it('says in Hindi that nothing was found', async () => {
    await results('hi', { query: 'xyzzyq', hits: [], verseHits: [] });
    expect(summary()).toHaveTextContent(/^“xyzzyq” के लिए कुछ नहीं मिला। कोई दूसरी वर्तनी या कम शब्द आजमाएँ।$/);
  });
});
