import type { MessageTree } from '../shape.ts';

/** Taking a verse away: copy, share, cite, and the size of the original (screens/texts). */
export const verseTools = {
  heading: 'Take this verse with you',
  copy: 'Copy verse',
  copied: 'Copied: the verse, its translation and its reference.',
  copyFailed: 'This browser did not let the page copy. Select the text and copy it instead.',
  share: 'Share',
  linkCopied: 'Link copied.',
  /** The share links' group, for screen readers. */
  shareOn: 'Share on',
  email: 'E-mail',
  cite: 'Cite this verse',
  citeIntro: 'Each form names the printed edition the original follows, and this page’s permanent address.',
  size: 'Size of the original',
  sizes: { normal: 'Normal', large: 'Large', larger: 'Larger' },
} satisfies MessageTree;
