/**
 * The Sanskrit name the empty results page offers as an example. It is drawn with the names font
 * (search.css), so the font build adds it to the names that font is cut to (web/build/fontsPlugin.ts).
 */
export const SAMPLE_NAME_DEVANAGARI = 'शार्ङ्ग';
