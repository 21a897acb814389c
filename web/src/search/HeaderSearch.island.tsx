import { useEffect, useRef, useState } from 'react';
import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { Icon } from '../components/Icon.tsx';
import { useCombobox } from '../components/useCombobox.ts';
import { useLocale, useLocalePath, useMessages } from '../i18n/I18n.tsx';
import { testIds } from '../testIds.ts';
import { hasDevanagari } from '../components/DevanagariMarked.tsx';
import { SearchHitContent } from './SearchHitContent.tsx';
import { loadSearch, MAX_QUERY_LENGTH, type SearchFunction, type SearchHit } from './siteSearch.ts';

const SUGGESTIONS = 8;

/** True when a key press belongs to a field the visitor is typing in. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The site-wide search in the header: a combobox (the shared useCombobox) inside a GET form to
 * /search, so it works without a script. With one, results are suggested as you type (the search
 * index loads on the first focus); the chosen one opens, or Enter opens the results page. `/`
 * anywhere focuses the field (on narrow screens, where the field is an icon, it opens the page).
 */
export default function HeaderSearch() {
  const t = useMessages('search').site;
  const locale = useLocale();
  const localePath = useLocalePath();
  const searchPage = localePath(FIXED_PAGES.search);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [engine, setEngine] = useState<SearchFunction | null>(null);
  const hits: SearchHit[] = engine && query.trim() ? engine(query, SUGGESTIONS) : [];
  const combobox = useCombobox({
    count: hits.length,
    showEmpty: query.trim() !== '',
    onChoose: (index) => {
      const hit = hits[index];
      if (hit) location.assign(localePath(hit.url));
    },
    onClear: () => setQuery(''),
  });

  const prepare = () => {
    if (!engine) void loadSearch(locale).then((search) => setEngine(() => search));
  };
  const typed = (value: string) => {
    prepare();
    setQuery(value);
    combobox.typed();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      const input = inputRef.current;
      event.preventDefault();
      if (input && input.getClientRects().length > 0) input.focus();
      else location.assign(searchPage);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [searchPage]);

  return (
    <form className="site-search" action={searchPage} method="get" role="search" aria-label={t.label}>
      <label htmlFor={combobox.id} className="visually-hidden">
        {t.label}
      </label>
      <span className="site-search__icon" aria-hidden="true">
        <Icon name="search" size={18} />
      </span>
      <input
        ref={inputRef}
        {...combobox.inputProps}
        name="q"
        type="search"
        className="site-search__input"
        lang={hasDevanagari(query) ? 'sa' : undefined}
        placeholder={t.placeholder}
        maxLength={MAX_QUERY_LENGTH}
        enterKeyHint="search"
        value={query}
        data-testid={testIds.siteSearchInput}
        onFocus={prepare}
        onChange={(event) => typed(event.target.value)}
      />
      <ul
        {...combobox.listProps}
        aria-label={t.suggestions}
        className="site-search__suggestions"
        data-testid={testIds.siteSearchSuggestions}
      >
        {combobox.expanded &&
          hits.map((hit, index) => (
            // The keyboard chooses on the input (aria-activedescendant), as the pattern asks.
            <li
              key={`${hit.url}|${hit.title}`}
              {...combobox.optionProps(index)}
              className="search-hit search-hit--suggestion"
            >
              <SearchHitContent hit={hit} snippet={false} />
            </li>
          ))}
        {combobox.expanded && engine && hits.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="site-search__empty">
            {t.noMatches}
          </li>
        )}
        {combobox.expanded && !engine && (
          <li role="option" aria-selected={false} aria-disabled="true" className="site-search__empty">
            {t.loading}
          </li>
        )}
      </ul>
      <a className="site-search__page-link" href={searchPage} aria-label={t.label}>
        <Icon name="search" size={22} />
      </a>
    </form>
  );
}
