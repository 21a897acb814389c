/**
 * The groups of the list of texts, in the order it shows them: the Vedic corpus, the epics, the
 * purāṇas, the śāstras and sūtras (the sciences and codes), later works (poetry, chronicle,
 * philosophy, devotion) and modern studies (every secondary work, and only those). Free of zod so
 * the browser can import it.
 */
export const TEXT_GROUPS = ['veda', 'epic', 'purana', 'shastra', 'later', 'modern'] as const;

export type TextGroup = (typeof TEXT_GROUPS)[number];
