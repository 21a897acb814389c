/**
 * The colours of the site's illustrations (content/README.md, "Illustration style guide"), shared
 * by every picture drawn from data: the vyūha diagrams and the string-grip demonstration.
 */
export const PALETTE = {
  ink: '#3b2414',
  parchment: '#f7eedc',
  /** Borders, and skin in the hand drawings. */
  sand: '#e4d3b0',
  wood: '#b07a3c',
  maroon: '#8c2f1b',
  brass: '#d9a441',
  iron: '#6b6f76',
  saffron: '#d9822b',
} as const;
