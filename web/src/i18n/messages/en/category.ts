import type { MessageTree } from '../shape.ts';

/** A category page and every listing (a category's items, an item's sub-items). */
export const category = {
  whatIs: 'What is {name}?',
  /** `<sanskrit>` is where the Sanskrit name (an element) goes. */
  whatIsWithSanskrit: 'What is {name} / <sanskrit></sanskrit>?',
  searchLabel: 'Search {title}',
  searchPlaceholder: 'Search',
  subItemsSearchPlaceholder: 'Search destinations...',
  noMatch: 'Nothing matches your search.',
} satisfies MessageTree;
