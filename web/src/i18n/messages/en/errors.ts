import type { MessageTree } from '../shape.ts';

/** The error screen and the page-not-found page. */
export const errors = {
  title: 'Unexpected Application Error!',
  goBack: 'The page you asked for is not here. <home>Go back to the home page</home> or choose a topic from the menu.',
  notFound: {
    code: '404 Not Found',
    title: 'Page not found',
    text: 'There is no page at this address. Search for what you were looking for, or start from a section.',
    searchLabel: 'Search {name}',
    searchPlaceholder: 'Astras, Arjuna, Chakravyuh…',
    dhanurveda: 'Dhanurveda: weapons, archery and war',
  },
} satisfies MessageTree;
