import type { MessageTree } from '../shape.ts';

/** A video section: the site's own player or a provider's embed behind a poster. */
export const video = {
  title: 'On video',
  archer: 'Archer: {archer}',
  credit: 'Archer: <link>{archer}</link>. {licence}',
  posterNote: 'Plays from {provider}; nothing loads from {provider} until you click.',
  frameTitle: '{title} ({provider})',
  /** The captions track's label: it names the captions' language, which is English in both editions. */
  captions: 'English',
  download: 'Download the video: {title}',
} satisfies MessageTree;
