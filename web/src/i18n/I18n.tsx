/**
 * The interface language of what is being rendered: the edition (en, hi) and its interface strings.
 * The page renderer provides the whole catalog of the page's edition; an island's React root is given
 * only the namespaces that island names (`<Island messages>`), on the server and in the browser
 * alike, so an island's HTML carries just its own strings and no catalog is bundled into a script.
 * docs/architecture.md, "Editions and interface strings".
 */
import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, localePath, type Locale } from '@shastra/content/contract/locales';
import type { Messages, Namespace } from './messages/types.ts';

export interface I18n {
  locale: Locale;
  messages: Partial<Messages>;
}

export const I18nContext = createContext<I18n | null>(null);

/** The edition being rendered. */
export function useLocale(): Locale {
  return useContext(I18nContext)?.locale ?? DEFAULT_LOCALE;
}

/** One namespace of the interface strings; throws when the island was not given it. */
export function useMessages<N extends Namespace>(namespace: N): Messages[N] {
  const messages = useContext(I18nContext)?.messages[namespace];
  if (!messages) {
    throw new Error(`interface strings "${namespace}" are not available here: name them in the island's messages`);
  }
  return messages as Messages[N];
}

/** Turns a page path into the same page in the edition being rendered (/astras → /hi/astras). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}
