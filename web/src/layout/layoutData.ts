/**
 * What the shared layout needs from the documents: the menu, and the one fact a page carries
 * (its HTML shows it until the banner has loaded the others).
 */
import type { Fact, InfoEntry } from '@shastra/content/schema';
import { citation } from './FactsBanner.island.tsx';
import type { LayoutData } from './Layout.tsx';
import site from '../siteConfig.ts';

const factLength = (fact: Fact) => fact.fact.length + citation(fact).length;

/** A fact for the page at `path`: the same one for the same page, different ones across pages. */
function factIndexFor(path: string, count: number): number {
  let hash = 0;
  for (let i = 0; i < path.length; i++) hash = (hash * 31 + path.charCodeAt(i)) >>> 0;
  return hash % count;
}

export function layoutData(path: string, menu: InfoEntry[], facts: Fact[]): LayoutData {
  const address = `${site.site_url}${path}`;
  if (facts.length === 0) return { menu, fact: null, address };
  const index = factIndexFor(path, facts.length);
  const longest = facts.reduce((a, b) => (factLength(b) > factLength(a) ? b : a));
  return { menu, fact: { first: facts[index] as Fact, index, longest }, address };
}
