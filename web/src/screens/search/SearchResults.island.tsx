import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { VERSE_HITS } from '@shastra/content/contract/search';
import { searchVerses } from '../../api/documentsClient.ts';
import { DevanagariMarked, hasDevanagari } from '../../components/DevanagariMarked.tsx';
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

/** How long typing pauses before the server is asked for verses (one request per pause, not per key). */
export const VERSE_SEARCH_DELAY_MS = 250;

export interface SearchResultsProps {
  query: string;
  hits: SearchHit[];
  /** The verses that match, ranked by the server (the verses' index is too large for a browser). */
  verseHits: SearchHit[];
}

type Verses = { state: 'ready'; hits: SearchHit[] } | { state: 'error' };

function HitList({ hits }: { hits: SearchHit[] }) {
  return hits.map((hit) => (
    <li key={`${hit.url}|${hit.title}`} className="search-hit">
      <a href={hit.url} className="search-hit__link">
        <SearchHitContent hit={hit} />
      </a>
    </li>
  ));
}

/** The verses of a query: asked of the server once typing pauses; a newer query cancels an older one. */
function useVerseSearch(firstHits: SearchHit[]) {
  const [verses, setVerses] = useState<Verses>({ state: 'ready', hits: firstHits });
  const pending = useRef<{ timer: number; controller: AbortController } | null>(null);
  const cancel = useCallback(() => {
    if (!pending.current) return;
    window.clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  function find(query: string) {
    cancel();
    if (!query.trim()) {
      setVerses({ state: 'ready', hits: [] });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchVerses(query, controller.signal).then(
        (hits) => setVerses({ state: 'ready', hits }),
        () => {
          if (!controller.signal.aborted) setVerses({ state: 'error' });
        },
      );
    }, VERSE_SEARCH_DELAY_MS);
    pending.current = { timer, controller };
  }
  return [verses, find] as const;
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
export default function SearchResults({ query, hits: firstHits, verseHits: firstVerseHits }: SearchResultsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query);
  const [hits, setHits] = useState(firstHits);
  const [engine, setEngine] = useState<SearchFunction | null>(null);
  const [verses, findVerses] = useVerseSearch(firstVerseHits);
  const verseHits = verses.state === 'ready' ? verses.hits : [];

  // Arriving with nothing to look for: the visitor came to type. The results of the query are in
  // the page; the engine and its index (100 KB) load when the field is first used.
  useEffect(() => {
    if (!query) inputRef.current?.focus();
  }, [query]);
  const loadEngine = () => void loadSearch().then((search) => setEngine(() => search));
  const typed = (next: string) => {
    setText(next);
    history.replaceState(null, '', searchPath(next));
    findVerses(next);
    if (engine) setHits(next.trim() ? engine(next, RESULTS_LIMIT) : []);
    else void loadSearch().then((search) => setHits(next.trim() ? search(next, RESULTS_LIMIT) : []));
  };

  const shown = text.trim();
  // The query is echoed as typed: its Devanagari, if any, is marked so a Devanagari font draws it.
  const echoed = <DevanagariMarked text={shown} />;
  const summary = !shown ? (
    <>
      Try a name in any spelling (sharnga, Śārṅga or <span lang="sa">शार्ङ्ग</span>
      ), a sage, or a word from a fact.
    </>
  ) : hits.length === 0 && verseHits.length > 0 ? (
    <>
      No pages for “{echoed}”, but {verseHits.length === 1 ? 'a verse names it' : `${verseHits.length} verses name it`}.
    </>
  ) : hits.length === 0 ? (
    <>No results for “{echoed}”. Try another spelling or fewer words.</>
  ) : verseHits.length === 0 ? (
    <>
      {hits.length === RESULTS_LIMIT ? `The first ${RESULTS_LIMIT}` : hits.length}{' '}
      {hits.length === 1 ? 'result' : 'results'} for “{echoed}”
    </>
  ) : (
    // Pages and verses are listed apart, so the count names both.
    <>
      {hits.length === RESULTS_LIMIT ? `The first ${RESULTS_LIMIT}` : hits.length}{' '}
      {hits.length === 1 ? 'page' : 'pages'} and {verseHits.length === VERSE_HITS ? 'the first ' : ''}
      {verseHits.length} {verseHits.length === 1 ? 'verse' : 'verses'} for “{echoed}”
    </>
  );

  return (
    <>
      <form className="search-page__form" action={FIXED_PAGES.search} method="get" role="search">
        <label htmlFor="search-page-field">
          Search every page and verse: names in any spelling, Devanagari, facts and quiz questions
        </label>
        <div className="search-page__row">
          <input
            ref={inputRef}
            id="search-page-field"
            name="q"
            type="search"
            className="search-page__input"
            lang={hasDevanagari(text) ? 'sa' : undefined}
            value={text}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            data-testid={testIds.searchPageInput}
            onChange={(event) => typed(event.target.value)}
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
      {/* Arrow keys move between the results, pages and verses, as in the header's suggestions. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={listRef} onKeyDown={(event) => moveFocus(event, listRef.current, inputRef.current)}>
        {hits.length > 0 && (
          <ol className="search-page__results" data-testid={testIds.searchResults}>
            <HitList hits={hits} />
          </ol>
        )}
        {shown && (verseHits.length > 0 || verses.state === 'error') && (
          <section
            className="search-page__verses"
            aria-labelledby="verse-results-title"
            data-testid={testIds.searchVerses}
          >
            <h2 id="verse-results-title">Verses</h2>
            {verses.state === 'error' ? (
              <p>The verses could not be searched just now. Press Search to try again.</p>
            ) : (
              <ol className="search-page__results">
                <HitList hits={verseHits} />
              </ol>
            )}
          </section>
        )}
      </div>
    </>
  );
}
