import { FIXED_PAGES } from '@shastra/content/contract/pages';
import type { SiteConfig } from '@shastra/content/schema';
import { useSite } from '../siteConfig.ts';

type Entry = SiteConfig['explore'][number];

/** A section of the site beyond the Dhanurveda categories, with its address. */
export interface Section extends Entry {
  /** The page's path (/quiz): links turn it into the edition's with useLocalePath. */
  href: string;
}

/**
 * The sections beyond the Dhanurveda categories (content/data/site.yaml, `explore`), in their
 * order there: every menu and the home page name them from this one list, so none of them can be
 * left out of one.
 */
export function useSections(): readonly Section[] {
  return useSite().explore.map((entry) => ({ ...entry, href: FIXED_PAGES[entry.page] }));
}

/** The sections the desktop header's main navigation shows. */
export const MAIN_NAV_PAGES: readonly Entry['page'][] = ['sage', 'texts'];

/** The festival pages, which the top bar shows on a wide screen, with a lamp, beside its own Quiz. */
export const TOP_BAR_PAGES: readonly Entry['page'][] = ['decoration', 'devi'];
