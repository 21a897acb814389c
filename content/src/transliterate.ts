/** Devanagari → IAST, done at build/start-up time so the browser never loads the library. */
import Sanscript from '@indic-transliteration/sanscript';

export function toIast(devanagari: string): string {
  return Sanscript.t(devanagari, 'devanagari', 'iast');
}
