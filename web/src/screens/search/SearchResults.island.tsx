import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { SearchHitContent } from '../../search/SearchHitContent.tsx';
import {
  loadSearch,
  MAX_QUERY_LENGTH,
  searchPath,
  type SearchFunction,
  type SearchHit,
} from '../../search/siteSearch.ts';
import { testIds } from '../../testIds.ts';

export const RESULTS_LIMIT = 50;

export interface SearchResultsProps {
  query: string;
  hits: SearchHit[];
}

/** Moves focus between the search field and the result links with the arrow keys. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, input: HTMLInputElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a.search-hit__link') ?? [])];
  if (links.length === 0) return;
  event.preventDefault();
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (event.key === 'ArrowDown') links[Math.min(at + 1, links.length - 1)]?.focus();
  else if (at <= 0) input?.focus();
  else links[at - 1]?.focus();
}

/**
 * The results page's field and results: a GET form (it works without a script: the server ranks
 * the results of /search?q=), and with a script the results follow the field as you type, and
 * the address follows too, so a result list can be shared.
 */
export default function SearchResults({ query, hits: firstHits }: SearchResultsProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query);
  const [hits, setHits] = useState(firstHits);
  const [engine, setEngine] = useState<SearchFunction | null>(null);

  // Arriving with nothing to look for: the visitor came to type. The results of the query are in
  // the page; the engine and its index (100 KB) load when the field is first used.
  useEffect(() => {
    if (!query) inputRef.current?.focus();
  }, [query]);
  const loadEngine = () => void loadSearch().then((search) => setEngine(() => search));

  const shown = text.trim();
  const summary = !shown
    ? 'Try a name in any spelling (sharnga, Śārṅga or शार्ङ्ग), a sage, or a word from a fact.'
    : hits.length === 0
      ? `No results for “${shown}”. Try another spelling or fewer words.`
      : `${hits.length === RESULTS_LIMIT ? `The first ${RESULTS_LIMIT}` : hits.length} ${hits.length === 1 ? 'result' : 'results'} for “${shown}”`;

  return (
    <>
      <form className="search-page__form" action={FIXED_PAGES.search} method="get" role="search">
        <label htmlFor="search-page-field">
          Search every page: names in any spelling, Devanagari, facts and quiz questions
        </label>
        <div className="search-page__row">
          <input
            ref={inputRef}
            id="search-page-field"
            name="q"
            type="search"
            className="search-page__input"
            value={text}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            data-testid={testIds.searchPageInput}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              history.replaceState(null, '', searchPath(next));
              if (engine) setHits(next.trim() ? engine(next, RESULTS_LIMIT) : []);
              else void loadSearch().then((search) => setHits(next.trim() ? search(next, RESULTS_LIMIT) : []));
            }}
            onFocus={loadEngine}
            onKeyDown={(event) => moveFocus(event, listRef.current, inputRef.current)}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <p className="search-page__summary" role="status" data-testid={testIds.searchSummary}>
        {summary}
      </p>
      {hits.length > 0 && (
        // Arrow keys move between the results, as in the header's suggestions.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <ol
          className="search-page__results"
          ref={listRef}
          data-testid={testIds.searchResults}
          onKeyDown={(event) => moveFocus(event, listRef.current, inputRef.current)}
        >
          {hits.map((hit) => (
            <li key={`${hit.url}|${hit.title}`} className="search-hit">
              <a href={hit.url} className="search-hit__link">
                <SearchHitContent hit={hit} />
              </a>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
