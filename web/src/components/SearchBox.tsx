import { useId } from 'react';
import { Icon } from './Icon.tsx';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  label: string;
}

/** A search field with its icon and, once text is typed, a clear button. */
export function SearchBox({ value, onChange, placeholder = 'Search', label }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className="search__icon">
        <Icon name="search" />
      </span>
      <input
        id={id}
        type="search"
        className="search__input"
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value.toLowerCase())}
      />
      {value && (
        <button type="button" className="search__clear" aria-label="Clear search" onClick={() => onChange('')}>
          <Icon name="close" size={18} />
        </button>
      )}
    </div>
  );
}
