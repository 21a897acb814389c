import type { ReactNode } from 'react';
import { useMessages } from '../i18n/I18n.tsx';
import { Icon } from './Icon.tsx';

interface SearchShellProps {
  inputId: string;
  label: string;
  /** The clear button shows once there is text to clear. */
  onClear: (() => void) | null;
  className?: string;
  /** The input itself. */
  children: ReactNode;
  /** Anything below the field (a suggestion list). */
  after?: ReactNode;
}

/** What every search field shares: a visually hidden label, the search icon and the clear button. */
export function SearchShell({ inputId, label, onClear, className = '', children, after }: SearchShellProps) {
  const { clearSearch } = useMessages('common');
  return (
    <div className={`search ${className}`} role="search" aria-label={label}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <span className="search__icon">
        <Icon name="search" />
      </span>
      {children}
      {onClear && (
        <button type="button" className="search__clear" aria-label={clearSearch} onClick={onClear}>
          <Icon name="close" size={18} />
        </button>
      )}
      {after}
    </div>
  );
}
