import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { useMessages } from '../../i18n/I18n.tsx';
import { Island } from '../../islands/Island.tsx';
import SearchResults, { type SearchResultsProps } from './SearchResults.island.tsx';

/** /search?q=: the results of the site-wide search, rendered for each query (never prerendered). */
export function SearchPage({ data }: { data: SearchResultsProps }) {
  const t = useMessages('search');
  return (
    <section className="search-page container" aria-labelledby="search-title">
      <Breadcrumb crumbs={[{ label: t.title }]} />
      <h1 id="search-title">{t.title}</h1>
      <Island
        name="SearchResults"
        component={SearchResults}
        props={data}
        hydrate="load"
        messages={['search', 'common']}
      />
    </section>
  );
}
