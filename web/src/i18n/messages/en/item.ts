import { CARD_LABELS } from '@shastra/content/cardFields';
import type { MessageTree } from '../shape.ts';

/** Item and specific pages, and the views they are laid out in (web/src/views). */
export const item = {
  /** Title of an item or a specific page. */
  pageTitle: '{item} ({category})',
  /** The detail card's first field. */
  name: 'Name',
  /** The detail card's other fields, by field id: the content's own English labels. */
  cardLabels: CARD_LABELS,
  noDetails: 'No item details available',
  explanation: 'Explanation',
  rules: 'Rules',
  measurements: 'Measurements',
  /** `<link>` is the link to the site named by `{host}`. */
  learnMore: 'Learn more: <link>{host}</link>',
  /** `<names>` is where the contributors' names (links) go. */
  contributedBy: 'Research Contributed by <names></names>',
  /** Between two contributors' names. */
  nameSeparator: ', ',
  materials: 'Materials',
  /** A specific page's sections, by content field. */
  sections: {
    connecting_feathers_to_arrow: 'Connecting Feathers to Arrow',
    use: 'Use',
    things_to_avoid: 'Things to avoid',
    bows_considered_auspicious: 'Bows considered auspicious',
    bows_that_are_prohibited: 'Bows that are prohibited',
    process: 'Process',
  },
  /** The end of an item page (views/NextSteps.tsx). */
  nextSteps: {
    title: 'Where to go next',
    /** After a related item's name: why it is there. */
    counters: 'which this one counters',
    countered_by: 'which counters this one',
    deity: 'also of {deity}',
    verse: 'also cites',
    previous: 'Previous',
    next: 'Next',
  },
} satisfies MessageTree;
