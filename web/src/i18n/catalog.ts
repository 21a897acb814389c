/**
 * Every edition's interface strings. Only the page renderer imports this file: an island gets the
 * namespaces it names through its HTML (./I18n.tsx), so no catalog reaches a browser script.
 */
import type { Locale } from '@shastra/content/contract/locales';
import { en } from './messages/en/index.ts';
import { hi } from './messages/hi/index.ts';
import type { Messages } from './messages/types.ts';

export const catalogs: Readonly<Record<Locale, Messages>> = { en, hi: hi as Messages };
