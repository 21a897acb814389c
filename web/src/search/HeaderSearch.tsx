import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Icon } from '../components/Icon.tsx';
import { testIds } from '../testIds.ts';
import { SearchHitContent } from './SearchHitContent.tsx';
import { loadSearch, MAX_QUERY_LENGTH, searchPath, type SearchFunction, type SearchHit } from './siteSearch.ts';

const SUGGESTIONS = 8;

/** True when a key press belongs to a field the visitor is typing in. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The site-wide search in the header: an ARIA 1.2 combobox inside a GET form to /search, so it
 * works without JavaScript. With it, results are suggested as you type; arrow keys move through
 * them, Enter opens the chosen one (or the results page), Escape closes then clears. `/` anywhere
 * focuses it.
 */
export function HeaderSearch() {
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const [engine, setEngine] = useState<SearchFunction | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hits: SearchHit[] = engine && query.trim() ? engine(query, SUGGESTIONS) : [];
  const expanded = open && query.trim() !== '';

  const prepare = () => {
    if (!engine) void loadSearch().then((search) => setEngine(() => search));
  };

  // Leaving the page closes the list (the visitor chose a result or searched).
  const [path, setPath] = useState(location.pathname + location.search);
  if (path !== location.pathname + location.search) {
    setPath(location.pathname + location.search);
    setOpen(false);
    setActive(-1);
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      const input = inputRef.current;
      event.preventDefault();
      // On narrow screens the field is hidden behind its icon: the results page has a field too.
      if (input && input.getClientRects().length > 0) input.focus();
      else void navigate('/search');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hit = expanded && active >= 0 ? hits[active] : undefined;
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(hit ? hit.url : searchPath(query));
    if (hit) setQuery('');
  };

  return (
    <form className="site-search" action="/search" method="get" role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      <span className="site-search__icon" aria-hidden="true">
        <Icon name="search" size={18} />
      </span>
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        role="combobox"
        className="site-search__input"
        placeholder="Search the site  /"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        enterKeyHint="search"
        value={query}
        data-testid={testIds.siteSearchInput}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        onFocus={prepare}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          prepare();
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (hits.length === 0) return;
            setOpen(true);
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) =>
              current < 0 && step < 0 ? hits.length - 1 : (current + step + hits.length) % hits.length,
            );
          } else if (event.key === 'Escape') {
            if (expanded) setOpen(false);
            else setQuery('');
            setActive(-1);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        className="site-search__suggestions"
        hidden={!expanded}
        data-testid={testIds.siteSearchSuggestions}
      >
        {expanded &&
          hits.map((hit, index) => (
            // Keyboard choice happens on the input (aria-activedescendant), as the combobox pattern asks.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${hit.url}|${hit.title}`}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="search-hit search-hit--suggestion"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setOpen(false);
                setQuery('');
                void navigate(hit.url);
              }}
            >
              <SearchHitContent hit={hit} snippet={false} />
            </li>
          ))}
        {expanded && engine && hits.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="site-search__empty">
            No matches yet. Press Enter to search every page.
          </li>
        )}
        {expanded && !engine && (
          <li role="option" aria-selected={false} aria-disabled="true" className="site-search__empty">
            Loading the search…
          </li>
        )}
      </ul>
      <Link className="site-search__page-link" to="/search" aria-label="Search the site">
        <Icon name="search" size={22} />
      </Link>
    </form>
  );
}
