import * as engine from '@shastra/content/search';
import { fill } from '../../i18n/format.ts';
import { screen } from '../../routing/screen.ts';
import { MAX_QUERY_LENGTH, searchHits } from '../../search/siteSearch.ts';
import { SearchPage } from './SearchPage.tsx';
import { RESULTS_LIMIT, type SearchResultsProps } from './SearchResults.island.tsx';

export const searchScreen = screen<SearchResultsProps>({
  load: ({ query, searchIndex, verseIndex }) => {
    const text = (query.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
    if (!text.trim()) return { query: text, hits: [], verseHits: [] };
    return {
      query: text,
      hits: searchHits(engine, searchIndex, text, RESULTS_LIMIT),
      verseHits: engine.verseHits(verseIndex, text),
    };
  },
  Page: SearchPage,
  devanagari: () => 400,
  meta: ({ query }, { messages, site }) => ({
    title: query.trim() ? fill(messages.search.metaTitle, { query: query.trim() }) : messages.search.title,
    description: fill(messages.search.metaDescription, { name: site.name }),
    // Result lists are for visitors, not for search engines' indexes.
    noindex: true,
  }),
});
