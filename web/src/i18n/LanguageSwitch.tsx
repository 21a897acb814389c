/**
 * The language switch: this page in the other edition, each language named in its own script
 * (English · हिन्दी), no flags. A link to the same page, never a redirect; the choice is remembered
 * (preferences/prefs.js) only to offer the other edition on a page opened in English.
 */
import { createContext, useContext } from 'react';
import { LOCALES, LOCALE_NAMES, type Locale } from '@shastra/content/contract/locales';
import { useLocale, useMessages } from './I18n.tsx';

/** This page in each edition (layout/layoutData.ts). */
export const AlternatesContext = createContext<Readonly<Record<Locale, string>> | null>(null);

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const alternates = useContext(AlternatesContext);
  const locale = useLocale();
  const { languages } = useMessages('common');
  if (!alternates) return null;
  return (
    <ul className={`language-switch ${className}`} aria-label={languages}>
      {LOCALES.map((edition) => (
        <li key={edition} lang={edition}>
          {edition === locale ? (
            <span className="language-switch__current" aria-current="true">
              {LOCALE_NAMES[edition]}
            </span>
          ) : (
            <a href={alternates[edition]} hrefLang={edition} data-locale={edition}>
              {LOCALE_NAMES[edition]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
