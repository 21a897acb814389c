import type { MessageTree } from '../shape.ts';

/** Saving pages for later, the Saved page and "continue reading" (web/src/saved). */
export const saved = {
  save: 'Save',
  saved: 'Saved',
  /** The save button's name for screen readers; its pressed state says whether it is saved. */
  saveLabel: 'Save this page for later',
  title: 'Saved',
  breadcrumb: 'Saved',
  metaDescription:
    'The pages you saved on this device: items, verses and quiz rounds, ready to read again, even offline.',
  intro:
    'The pages you saved with the Save button, on this device only: nothing is sent anywhere, and there is no account. A saved page opens without a connection too.',
  needsScript: 'The saved list needs JavaScript, which is off in this browser.',
  empty: 'Nothing saved yet. Press Save on any item, verse or quiz round to keep it here.',
  kinds: {
    item: 'Items',
    verse: 'Verses and chapters',
    round: 'Quiz rounds',
  },
  remove: 'Remove',
  removeLabel: 'Remove {title}',
  savedOn: 'saved {date}',
  count: { one: '{count} page saved', other: '{count} pages saved' },
  continueReading: 'Continue reading',
} satisfies MessageTree;
