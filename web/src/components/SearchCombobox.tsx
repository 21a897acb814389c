import { useId, useRef, useState } from 'react';
import { Highlight } from './Highlight.tsx';
import { SearchShell } from './SearchShell.tsx';
import { matchesSearch } from '../text.ts';
import { testIds } from '../testIds.ts';

interface SearchComboboxProps {
  value: string;
  onChange: (value: string) => void;
  /** Names to suggest from. */
  names: readonly string[];
  placeholder?: string;
  label: string;
}

/**
 * The listing search (spec "Category page", section 4): typing sets the text in lowercase and
 * suggests matching names with the match highlighted; choosing one fills the box and closes the
 * list. An ARIA 1.2 combobox: arrow keys move through the suggestions, Enter chooses, Escape
 * closes the list (and clears the box when it is already closed).
 */
export function SearchCombobox({ value, onChange, names, placeholder = 'Search', label }: SearchComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = value.trim() ? names.filter((name) => matchesSearch(name, value)) : [];
  const expanded = open && suggestions.length > 0;

  const choose = (name: string) => {
    onChange(name);
    setOpen(false);
    setActive(-1);
  };

  const clear = () => {
    onChange('');
    setOpen(false);
    inputRef.current?.focus();
  };

  return (
    <SearchShell
      inputId={id}
      label={label}
      className="search--combobox"
      onClear={value ? clear : null}
      after={
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label}: suggestions`}
          className="search__suggestions"
          hidden={!expanded}
          data-testid={testIds.suggestions}
        >
          {expanded &&
            suggestions.map((name, index) => (
              // Keyboard choice happens on the input (aria-activedescendant), as the combobox pattern asks.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={name}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className="search__suggestion"
                // Keep focus in the input while the pointer chooses.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(name)}
              >
                <Highlight text={name} search={value} />
              </li>
            ))}
        </ul>
      }
    >
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        className="search__input"
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        onChange={(event) => {
          onChange(event.target.value.toLowerCase());
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (!expanded) {
              setOpen(true);
              setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
              return;
            }
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (current + step + suggestions.length) % suggestions.length);
          } else if (event.key === 'Enter' && expanded && active >= 0) {
            event.preventDefault();
            const name = suggestions[active];
            if (name) choose(name);
          } else if (event.key === 'Escape') {
            if (expanded) setOpen(false);
            else onChange('');
            setActive(-1);
          }
        }}
      />
    </SearchShell>
  );
}
