/**
 * The text fields a detail card can show, in the order the card lists them, and each one's label.
 * Which of them a category's cards show is content (`items_view.card_fields` in its file).
 * Kept free of zod so the browser bundle can import the labels without the schema library.
 */
export const CARD_FIELDS = [
  'used_for',
  'deity',
  'counter_by',
  'application',
  'sanskrit_name',
  'shape',
  'position',
  'use',
  'holding',
  'aiming',
  'pose',
  'info',
  'when_to_use',
  'structure',
] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/**
 * Each field's English label: the search index's, and the English interface strings'
 * (`item.cardLabels` in web/src/i18n/messages, which the other languages translate).
 */
export const CARD_LABELS = {
  used_for: 'Used for',
  deity: 'Deity',
  counter_by: 'Counter By',
  application: 'Application',
  sanskrit_name: 'Sanskrit Name',
  shape: 'Shape',
  position: 'Position',
  use: 'Use',
  holding: 'Holding',
  aiming: 'Aiming',
  pose: 'Pose',
  info: 'Info',
  when_to_use: 'When to Use',
  structure: 'Structure',
} as const satisfies Record<CardField, string>;
