/**
 * What the shared layout needs from the documents: the menu, and the one fact a page carries
 * (its HTML shows it until the banner has loaded the others).
 */
import { LOCALES, localePath, type Locale } from '@shastra/content/contract/locales';
import type { Fact, InfoEntry, SiteConfig } from '@shastra/content/schema';
import { citation } from './FactsBanner.island.tsx';
import type { LayoutData } from './Layout.tsx';

const factLength = (fact: Fact) => fact.fact.length + citation(fact).length;

/** A fact for the page at `path`: the same one for the same page, different ones across pages. */
function factIndexFor(path: string, count: number): number {
  let hash = 0;
  for (let i = 0; i < path.length; i++) hash = (hash * 31 + path.charCodeAt(i)) >>> 0;
  return hash % count;
}

/**
 * `path` is the page's path without the edition's prefix, and `search` its query: the same page has
 * the same fact in every edition.
 */
export function layoutData(
  { path, search, locale }: { path: string; search: string; locale: Locale },
  menu: InfoEntry[],
  facts: Fact[],
  site: SiteConfig,
): LayoutData {
  const address = `${site.site_url}${localePath(locale, path)}`;
  const alternates = Object.fromEntries(
    LOCALES.map((edition) => [edition, localePath(edition, `${path}${search}`)]),
  ) as Record<Locale, string>;
  if (facts.length === 0) return { menu, fact: null, address, alternates };
  const index = factIndexFor(path, facts.length);
  const longest = facts.reduce((a, b) => (factLength(b) > factLength(a) ? b : a));
  return { menu, fact: { first: facts[index] as Fact, index, longest }, address, alternates };
}
