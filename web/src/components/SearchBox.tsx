import { useId } from 'react';
import { SearchShell } from './SearchShell.tsx';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  label: string;
}

/** A plain search field (the home page's topics): typing sets the text in lowercase. */
export function SearchBox({ value, onChange, placeholder = 'Search', label }: SearchBoxProps) {
  const id = useId();
  return (
    <SearchShell inputId={id} label={label} onClear={value ? () => onChange('') : null}>
      <input
        id={id}
        type="search"
        className="search__input"
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value.toLowerCase())}
      />
    </SearchShell>
  );
}
