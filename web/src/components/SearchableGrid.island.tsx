/**
 * A searchable grid of picture cards: the home page's topics and every listing (a category's
 * items, a grouping item's sub-items). Typing filters the cards live by name, English gloss and
 * the other names people use (`chakravyuh` finds Cakra) and marks the match, spelling-blind
 * (`sharnga` finds Śārṅga); the text is kept in lowercase as typed. Listings also
 * suggest matching names (a combobox); choosing one fills the field with it. Its island names the
 * 'common' messages (the clear button, the suggestions' label, the card grid).
 */
import { useRef, useState } from 'react';
import { matchesQuery } from '@shastra/content/search/match';
import { useMessages } from '../i18n/I18n.tsx';
import { fill } from '../i18n/format.ts';
import { testIds } from '../testIds.ts';
import { CardGrid, type Card } from './CardGrid.tsx';
import { Highlight } from './Highlight.tsx';
import { SearchShell } from './SearchShell.tsx';
import { useCombobox } from './useCombobox.ts';

export interface SearchableGridProps {
  cards: Card[];
  label: string;
  placeholder: string;
  /** Suggest matching names under the field (listings); the home page's field has none. */
  suggest: boolean;
  cardTestId: string;
  emptyText: string;
}

export default function SearchableGrid({
  cards,
  label,
  placeholder,
  suggest,
  cardTestId,
  emptyText,
}: SearchableGridProps) {
  const t = useMessages('common');
  const inputRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const shown = cards.filter((card) =>
    [card.name, card.gloss ?? '', ...(card.aliases ?? [])].some((text) => text && matchesQuery(text, search)),
  );
  const suggestions = suggest && search.trim() ? shown.map((card) => card.name) : [];
  const combobox = useCombobox({
    count: suggestions.length,
    onChoose: (index) => setSearch(suggestions[index] ?? search),
    onClear: () => setSearch(''),
  });

  const typed = (value: string) => {
    setSearch(value.toLowerCase());
    combobox.typed();
  };

  const field = (
    <input
      ref={inputRef}
      type={suggest ? 'text' : 'search'}
      className="search__input"
      placeholder={placeholder}
      value={search}
      {...(suggest ? combobox.inputProps : { id: combobox.id, autoComplete: 'off' })}
      onChange={(event) => typed(event.target.value)}
    />
  );

  return (
    <>
      <SearchShell
        inputId={combobox.id}
        label={label}
        className={suggest ? 'search--combobox' : ''}
        onClear={search ? () => setSearch('') : null}
        after={
          suggest && (
            <ul
              {...combobox.listProps}
              aria-label={fill(t.suggestions, { label })}
              className="search__suggestions"
              data-testid={testIds.suggestions}
            >
              {combobox.expanded &&
                suggestions.map((name, index) => (
                  // The keyboard chooses on the input (aria-activedescendant), as the pattern asks.
                  <li key={name} {...combobox.optionProps(index)} className="search__suggestion">
                    <Highlight text={name} search={search} />
                  </li>
                ))}
            </ul>
          )
        }
      >
        {field}
      </SearchShell>
      <CardGrid cards={shown} search={search} testId={cardTestId} emptyText={emptyText} />
    </>
  );
}
