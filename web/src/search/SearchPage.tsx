import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { testIds } from '../testIds.ts';
import { SearchHitContent } from './SearchHitContent.tsx';
import { loadSearch, MAX_QUERY_LENGTH, searchPath, type SearchHit } from './siteSearch.ts';

export const RESULTS_LIMIT = 50;

export interface SearchPageData {
  query: string;
  hits: SearchHit[];
}

/** `/search?q=`: runs on the server for the first paint (so results are shareable) and in the browser. */
export async function searchLoader({ request }: { request: Request }): Promise<SearchPageData> {
  const query = (new URL(request.url).searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  if (!query.trim()) return { query, hits: [] };
  const search = await loadSearch();
  return { query, hits: search(query, RESULTS_LIMIT) };
}

/** Moves focus between the search field and the result links with the arrow keys. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a.search-hit__link') ?? [])];
  if (links.length === 0) return;
  event.preventDefault();
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (event.key === 'ArrowDown') links[Math.min(at + 1, links.length - 1)]?.focus();
  else if (at <= 0) list?.closest('.search-page')?.querySelector<HTMLInputElement>('input[name="q"]')?.focus();
  else links[at - 1]?.focus();
}

/**
 * The results page: a GET form (works without JavaScript) and the ranked results with their
 * matches marked. With JavaScript the results follow the field as you type.
 */
export function SearchPage() {
  const { query, hits } = useLoaderData<SearchPageData>();
  const navigate = useNavigate();
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query);
  // A new query from elsewhere (the header search, back/forward) replaces the field's text.
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setText(query);
  }
  // Arriving with nothing to look for: the visitor came to type.
  useEffect(() => {
    if (!query) inputRef.current?.focus();
  }, [query]);

  return (
    <section className="search-page container" aria-labelledby="search-title">
      <h1 id="search-title">Search</h1>
      <form
        className="search-page__form"
        action="/search"
        method="get"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(searchPath(text));
        }}
      >
        <label htmlFor={id}>Search every page: names in any spelling, Devanagari, facts and quiz questions</label>
        <div className="search-page__row">
          <input
            ref={inputRef}
            id={id}
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
              setText(event.target.value);
              void navigate(searchPath(event.target.value), { replace: true, preventScrollReset: true });
            }}
            onKeyDown={(event) => moveFocus(event, listRef.current)}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <p className="search-page__summary" role="status" data-testid={testIds.searchSummary}>
        {!query.trim()
          ? 'Try a name in any spelling (sharnga, Śārṅga or शार्ङ्ग), a sage, or a word from a fact.'
          : hits.length === 0
            ? `No results for “${query.trim()}”. Try another spelling or fewer words.`
            : `${hits.length === RESULTS_LIMIT ? `The first ${RESULTS_LIMIT}` : hits.length} ${hits.length === 1 ? 'result' : 'results'} for “${query.trim()}”`}
      </p>
      {hits.length > 0 && (
        // Arrow keys move between the results, as in the header's suggestions.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <ol
          className="search-page__results"
          ref={listRef}
          data-testid={testIds.searchResults}
          onKeyDown={(event) => moveFocus(event, listRef.current)}
        >
          {hits.map((hit) => (
            <li key={`${hit.url}|${hit.title}`} className="search-hit">
              <Link to={hit.url} className="search-hit__link">
                <SearchHitContent hit={hit} />
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
