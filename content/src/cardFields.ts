/**
 * Text fields the detail card shows, in order, per category id (spec section 2 table).
 * Kept free of zod so the browser bundle can import it without the schema library.
 */
export const detailCardFields = {
  astras: ['used_for', 'deity', 'counter_by'],
  arrow_heads: ['application', 'sanskrit_name', 'shape'],
  dhanurmushti: ['used_for', 'position'],
  gunmushti: ['use', 'sanskrit_name', 'holding'],
  lakshya: ['aiming', 'sanskrit_name'],
  modes_of_shooting_arrow: ['pose', 'sanskrit_name'],
  naracha_nalika_sataghani: ['sanskrit_name', 'info'],
  vyuham: ['position', 'sanskrit_name', 'when_to_use'],
  types_of_arrows: ['structure', 'use'],
  vyaya: ['position', 'sanskrit_name', 'use'],
} as const;
export type DetailCardCategory = keyof typeof detailCardFields;

/** The label each detail-card field has on the page (spec section 2 table). */
export const detailCardLabels = {
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
} as const satisfies Record<(typeof detailCardFields)[DetailCardCategory][number], string>;
