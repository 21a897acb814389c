import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { Island } from '../../islands/Island.tsx';
import SearchResults, { type SearchResultsProps } from './SearchResults.island.tsx';

/** /search?q=: the results of the site-wide search, rendered for each query (never prerendered). */
export function SearchPage({ data }: { data: SearchResultsProps }) {
  return (
    <section className="search-page container" aria-labelledby="search-title">
      <Breadcrumb crumbs={[{ label: 'Search' }]} />
      <h1 id="search-title">Search</h1>
      <Island name="SearchResults" component={SearchResults} props={data} hydrate="load" />
    </section>
  );
}
