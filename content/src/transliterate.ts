/** Devanagari → IAST, done at build/start-up time so the browser never loads the library. */
import Sanscript from '@indic-transliteration/sanscript';

/**
 * ळ (the retroflex l of Vedic and southern manuscripts) comes out as l with a diaeresis below,
 * which no subset of our fonts draws; we write ḷ for it, as ISO 15919 does.
 */
export function toIast(devanagari: string): string {
  return (
    Sanscript.t(devanagari, 'devanagari', 'iast')
      .replaceAll('l\u0324', 'ḷ')
      // The library writes the candrabindu (ँ) as a tilde ("pumā~śca"); IAST writes m̐.
      .replaceAll('~', 'm\u0310')
      // The library writes the avagraha (ऽ) as a straight apostrophe and the daṇḍas as | and ||;
      // the site prints ’ (namo’stu), like its prose (content/src/typography.ts), and । and ॥,
      // which the Latin face draws too (docs/decisions.md, "Typography").
      .replaceAll("'", '’')
      .replaceAll('||', '॥')
      .replaceAll('|', '।')
  );
}
