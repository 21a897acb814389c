import type { MessageTree } from '../shape.ts';

/**
 * Strings every page shares: titles, the breadcrumb, the language switch, and the parts of shared
 * components (search fields, citations, pictures) that islands of several screens render; an
 * island rendering one of those names 'common' in its messages.
 */
export const common = {
  siteTitle: '{name}: {tagline}',
  pageTitle: '{title} | {name}',
  notFoundTitle: 'Page not found | {name}',
  home: 'Home',
  languages: 'Language',
  breadcrumb: 'Breadcrumb',
  search: 'Search',
  clearSearch: 'Clear search',
  suggestions: '{label}: suggestions',
  nothingMatches: 'Nothing matches your search.',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  sources: 'Sources',
  readVerse: 'Read {title} {verse}',
  readMore: 'Read more',
  readLess: 'Read less',
  enlargeImage: 'Enlarge image: {alt}',
} satisfies MessageTree;
