/**
 * A compact Devanagari → IAST transliterator for the browser-side search.
 *
 * `content/src/transliterate.ts` uses @indic-transliteration/sanscript, which weighs about 28 KB
 * gzipped in a browser bundle; this table is well under 1 KB. Its output equals toIast's (sanscript's
 * IAST with the avagraha as ’) on every Devanagari string of the corpus (tested),
 * with one deliberate difference: sanscript does
 * not know the nukta (ड़ → "ḍa़i…" with a stray inherent a), so here the nukta is dropped and the
 * base consonant kept (ड़ → ḍ), which is also how English spellings write those sounds.
 *
 * Each piece of output is reported with the range of source characters it came from, so that the
 * search can highlight Devanagari text from matches found on its romanisation.
 */

/** U+0915–U+0939: क … ह. ळ is ḷ (ISO 15919; see toIast) and ऱ is ṟ, as sanscript writes it. */
// prettier-ignore
const CONSONANTS = [
  'k', 'kh', 'g', 'gh', 'ṅ', 'c', 'ch', 'j', 'jh', 'ñ', 'ṭ', 'ṭh', 'ḍ', 'ḍh', 'ṇ', 't', 'th', 'd', 'dh',
  'n', 'ṉ', 'p', 'ph', 'b', 'bh', 'm', 'y', 'r', 'ṟ', 'l', 'ḷ', 'ḻ', 'v', 'ś', 'ṣ', 's', 'h',
];

/** U+0904–U+0914 (independent vowels); '' where IAST has no letter (those pass through). */
const VOWELS = ['', 'a', 'ā', 'i', 'ī', 'u', 'ū', 'ṛ', 'ḷ', '', '', 'e', 'ai', '', '', 'o', 'au'];
/** U+093E–U+094C (vowel signs, mātrā). */
const SIGNS = ['ā', 'i', 'ī', 'u', 'ū', 'ṛ', 'ṝ', '', '', 'e', 'ai', '', '', 'o', 'au'];
/** Other characters: vowels and signs outside the ranges above, marks, punctuation, digits. */
// prettier-ignore
const OTHERS: Readonly<Record<string, string>> = {
  'ॠ': 'ṝ', 'ॡ': 'ḹ', 'ॢ': 'ḷ', 'ॣ': 'ḹ',
  'ँ': 'm\u0310', 'ं': 'ṃ', 'ः': 'ḥ', 'ऽ': '’', 'ॐ': 'oṃ', '।': '।', '॥': '॥',
  '०': '0', '१': '1', '२': '2', '३': '3', '४': '4', '५': '5', '६': '6', '७': '7', '८': '8', '९': '9',
};

const VIRAMA = 0x094d;
const NUKTA = 0x093c;
/** क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़ written as single characters (U+0958–U+095F): their base consonants. */
const NUKTA_FORMS = [0x0915, 0x0916, 0x0917, 0x091c, 0x0921, 0x0922, 0x092b, 0x092f];

function consonantAt(text: string, i: number): string | undefined {
  let code = text.charCodeAt(i);
  if (code >= 0x0958 && code <= 0x095f) code = NUKTA_FORMS[code - 0x0958] ?? code;
  return code >= 0x0915 && code <= 0x0939 ? CONSONANTS[code - 0x0915] : undefined;
}

function signAt(text: string, i: number): string | undefined {
  const code = text.charCodeAt(i);
  const sign =
    code >= 0x093e && code <= 0x094c
      ? SIGNS[code - 0x093e]
      : code === 0x0962 || code === 0x0963
        ? OTHERS[text[i] ?? '']
        : undefined;
  return sign === '' ? undefined : sign;
}

/**
 * Calls `emit` with each piece of the transliteration and the source range [start, end) it came
 * from. Characters that are not Devanagari come through unchanged, one by one.
 */
export function transliterateDevanagari(text: string, emit: (piece: string, start: number, end: number) => void): void {
  let i = 0;
  while (i < text.length) {
    const consonant = consonantAt(text, i);
    if (consonant !== undefined) {
      let j = i + 1;
      while (text.charCodeAt(j) === NUKTA) j++;
      const code = text.charCodeAt(j);
      const sign = signAt(text, j);
      if (code === VIRAMA) {
        emit(consonant, i, j + 1);
        i = j + 1;
      } else if (sign !== undefined) {
        emit(consonant, i, j);
        emit(sign, j, j + 1);
        i = j + 1;
      } else {
        // No sign: the consonant carries the inherent a.
        emit(consonant, i, j);
        emit('a', i, j);
        i = j;
      }
      continue;
    }
    const code = text.charCodeAt(i);
    const char = text[i] ?? '';
    const vowel = code >= 0x0904 && code <= 0x0914 ? VOWELS[code - 0x0904] : undefined;
    const piece = vowel || signAt(text, i) || OTHERS[char];
    // A stray nukta has nothing to modify: it is dropped.
    if (code !== NUKTA) emit(piece ?? char, i, i + 1);
    i++;
  }
}

/** Devanagari → IAST as a string (the rest of the text unchanged). */
export function devanagariToIast(text: string): string {
  let out = '';
  transliterateDevanagari(text, (piece) => {
    out += piece;
  });
  return out;
}
