import type { MessageTree } from '../shape.ts';

/** The festival pages (/decoration, /devi) and the hymn modal (screens/festival). */
export const festival = {
  metaDescription: 'Festival decorations with lamps, fireworks, a lotus blessing and a hymn with its meaning.',
  /** {theme}: the theme's label (content). */
  changeTheme: 'Change Theme ({theme})',
  lotusBlessing: 'Lotus Blessing',
  close: 'Close',
  previousVerse: 'Previous verse',
  nextVerse: 'Next verse',
  hymnCount: '{n} / {total}',
} satisfies MessageTree;
