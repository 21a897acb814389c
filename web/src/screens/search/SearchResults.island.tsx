import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { VERSE_HITS } from '@shastra/content/contract/search';
import { searchVerses } from '../../api/documentsClient.ts';
import { DevanagariMarked, hasDevanagari } from '../../components/DevanagariMarked.tsx';
import { useLocale, useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { fill, formatNumber, plural } from '../../i18n/format.ts';
import { RichText } from '../../i18n/RichText.tsx';
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
  const localePath = useLocalePath();
  return hits.map((hit) => (
    <li key={`${hit.url}|${hit.title}`} className="search-hit">
      <a href={localePath(hit.url)} className="search-hit__link">
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
  const t = useMessages('search');
  const common = useMessages('common');
  const locale = useLocale();
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
  const loadEngine = () => void loadSearch(locale).then((search) => setEngine(() => search));
  const typed = (next: string) => {
    setText(next);
    history.replaceState(null, '', searchPath(locale, next));
    findVerses(next);
    if (engine) setHits(next.trim() ? engine(next, RESULTS_LIMIT) : []);
    else void loadSearch(locale).then((search) => setHits(next.trim() ? search(next, RESULTS_LIMIT) : []));
  };

  // A static host answers /search?q=… with the empty search page (docs/deploy.md): the results of
  // the address's query are then found here, in the browser.
  useEffect(() => {
    const asked = new URLSearchParams(location.search).get('q') ?? '';
    if (asked && !query) void loadSearch(locale).then(() => typed(asked));
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shown = text.trim();
  // The query is echoed as typed (the `<q>` of the templates): its Devanagari, if any, is marked so
  // a Devanagari font draws it.
  const summaryOf = (template: string): ReactNode => (
    <RichText
      template={template}
      tags={{ q: () => <DevanagariMarked text={shown} />, sa: (word) => <span lang="sa">{word}</span> }}
    />
  );
  const limit = formatNumber(locale, RESULTS_LIMIT);
  const summary = !shown
    ? summaryOf(t.hint)
    : hits.length === 0 && verseHits.length > 0
      ? summaryOf(plural(locale, t.noPagesButVerses, verseHits.length))
      : hits.length === 0
        ? summaryOf(t.noResults)
        : verseHits.length === 0
          ? summaryOf(
              hits.length === RESULTS_LIMIT ? fill(t.resultsFirst, { limit }) : plural(locale, t.results, hits.length),
            )
          : // Pages and verses are listed apart, so the count names both.
            summaryOf(
              fill(t.pagesAndVerses, {
                pages:
                  hits.length === RESULTS_LIMIT ? fill(t.pagesFirst, { limit }) : plural(locale, t.pages, hits.length),
                verses:
                  verseHits.length === VERSE_HITS
                    ? fill(t.versesFirst, { count: formatNumber(locale, verseHits.length) })
                    : plural(locale, t.verses, verseHits.length),
              }),
            );

  return (
    <>
      <form
        className="search-page__form"
        action={searchPath(locale, '')}
        method="get"
        role="search"
        aria-label={t.fieldLabel}
      >
        <label htmlFor="search-page-field">{t.fieldLabel}</label>
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
            {common.search}
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
            <h2 id="verse-results-title">{t.versesTitle}</h2>
            {verses.state === 'error' ? (
              <p>{t.versesError}</p>
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
