/**
 * Search keys: one spelling for the many ways a Sanskrit word is written.
 *
 * Devanagari (शार्ङ्ग), IAST (Śārṅga), simplified romanisation (sarnga) and English spellings
 * (sharnga) of one word all fold to one key (`sarnga`). The folding is deliberately lossy (vowel
 * length, retroflex vs dental, aspiration are all dropped): a search wants to find a word however
 * it was typed, and the few words it merges (śara and sāra) are fine to show together.
 *
 * Every key letter remembers where its source ends in the original text, so that matches found on
 * keys can be highlighted on the text as written, diacritics, Devanagari and all.
 */
import { foldDiacritics } from '../text/fold.ts';
import { transliterateDevanagari } from './devanagari.ts';

/** A word of a text: its key and where it sits in the text. */
export interface SearchToken {
  key: string;
  /** Range of the word in the text, [start, end). */
  start: number;
  end: number;
  /** `ends[i]` is where the source of key letters 0…i ends: `key.slice(0, n)` covers text[start, ends[n - 1]). */
  ends: number[];
}

/** The letters of a string literal type, as a union ('ab' → 'a' | 'b'). */
type Letters<S extends string> = S extends `${infer First}${infer Rest}` ? First | Letters<Rest> : never;

/** Char codes by letter: `charCodes('ab').b` is 0x62. */
function charCodes<S extends string>(letters: S): Readonly<Record<Letters<S>, number>> {
  return Object.fromEntries([...letters].map((letter) => [letter, letter.charCodeAt(0)])) as Record<Letters<S>, number>;
}

/** Char codes of the letters the rules look at. */
const L = charCodes('abcdefghijkmnoprstuvwxz');
/** Consonants whose following h is aspiration (kh … bh; sh for ś and ṣ): the h is dropped. */
const ASPIRABLE = new Set([L.k, L.g, L.c, L.j, L.t, L.d, L.p, L.b, L.s]);
const isVowel = (ch: number) => ch === L.a || ch === L.e || ch === L.i || ch === L.o || ch === L.u;
const isLetter = (ch: number) => ch >= L.a && ch <= L.z;

/** Letters, combining marks, digits and the joiners Devanagari conjuncts use make up words. */
const WORD_CHAR = /^[\p{L}\p{M}\p{N}\u200c\u200d]$/u;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const wordCharCache = new Map<number, boolean>();

function isWordChar(ch: number): boolean {
  if (ch < 0x80) return isLetter(ch) || (ch >= 0x41 && ch <= 0x5a) || (ch >= 0x30 && ch <= 0x39);
  let known = wordCharCache.get(ch);
  if (known === undefined) wordCharCache.set(ch, (known = WORD_CHAR.test(String.fromCharCode(ch))));
  return known;
}

/**
 * A character other than ASCII folded to its key letters: diacritics dropped, lowercase, only
 * letters and digits kept. '' for a combining mark, punctuation and ḥ (the visarga is a breath
 * that English spellings leave out: adhaḥ = adha).
 */
const foldCache = new Map<number, string>();
function foldChar(ch: number): string {
  let folded = foldCache.get(ch);
  if (folded === undefined) {
    const char = String.fromCharCode(ch);
    folded = /^[hH]\u0323$/.test(char.normalize('NFD'))
      ? ''
      : [...foldDiacritics(char)].filter((l) => LETTER_OR_DIGIT.test(l)).join('');
    foldCache.set(ch, folded);
  }
  return folded;
}

// Scratch space for the word being folded: its key letters and where each one's source ends.
const letters: number[] = [];
const ends: number[] = [];
let length = 0;

function push(letter: number, end: number): void {
  letters[length] = letter;
  ends[length] = end;
  length++;
}

/** A dropped character stays highlighted with the letter before it. */
function extend(end: number): void {
  if (length > 0) ends[length - 1] = end;
}

/** Adds one source character (a UTF-16 code unit) that ends at `end`. */
function add(ch: number, end: number): void {
  if (ch >= 0x80) {
    const folded = foldChar(ch);
    if (folded === '') return extend(end);
    for (let q = 0; q < folded.length; q++) {
      const letter = folded.charCodeAt(q);
      if (letter < 0x80) add(letter, end);
      else push(letter, end); // ø, ß, Devanagari without IAST: kept as they are
    }
    return;
  }
  if (ch >= 0x41 && ch <= 0x5a) ch += 0x20;
  if (!(isLetter(ch) || (ch >= 0x30 && ch <= 0x39))) return extend(end); // ' ~ | from a transliteration
  // English spellings: w is v, f is ph, x is kṣ.
  if (ch === L.w) ch = L.v;
  else if (ch === L.f) ch = L.p;
  else if (ch === L.x) {
    push(L.k, end);
    ch = L.s;
  }
  push(ch, end);
}

/**
 * The folding rules, in place on the scratch letters. Two passes because ri → r must see the
 * vowels already folded (shree → shri → sr).
 */
function fold(): void {
  // Pass 1: doubled vowels, aspiration, cc.
  let out = 0;
  for (let q = 0; q < length; q++) {
    const ch = letters[q] as number;
    const end = ends[q] as number;
    if (out > 0) {
      const prev = letters[out - 1] as number;
      // aa ii uu are long vowels, ee is ī and oo is ū in English spellings (vyooha).
      // kh gh ch jh th dh ph bh lose their aspiration; sh (ś, ṣ) is s; chh is ch.
      // English "chh" writes both ch and cch (gopuchha = gopuccha): a run of c is one c.
      if (
        (prev === ch && (ch === L.a || ch === L.i || ch === L.u || ch === L.c)) ||
        (ch === L.h && ASPIRABLE.has(prev)) ||
        (prev === ch && (ch === L.e || ch === L.o))
      ) {
        if (ch === L.e) letters[out - 1] = L.i;
        else if (ch === L.o) letters[out - 1] = L.u;
        ends[out - 1] = end;
        continue;
      }
    }
    letters[out] = ch;
    ends[out] = end;
    out++;
  }
  length = out;
  // Pass 2: ri is ṛ (rishi = ṛṣi).
  // (ṃ written n, as in sinha for siṃha, is left to the search's typo tolerance: folding m to n
  // before consonants would also turn the common misspelling bramhastra into branhastra, two
  // edits from brahmastra.)
  out = 0;
  for (let q = 0; q < length; q++) {
    const ch = letters[q] as number;
    const end = ends[q] as number;
    if (ch === L.i && out > 0 && letters[out - 1] === L.r) {
      ends[out - 1] = end;
      continue;
    }
    letters[out] = ch;
    ends[out] = end;
    out++;
  }
  length = out;
  // A final h after a vowel is the visarga written as h (adhah = adhaḥ = adha).
  if (length >= 2 && letters[length - 1] === L.h && isVowel(letters[length - 2] as number)) {
    ends[length - 2] = ends[length - 1] as number;
    length--;
  }
}

/** The words of a text with their keys and positions. Words whose key is empty are left out. */
export function tokenize(text: string): SearchToken[] {
  const tokens: SearchToken[] = [];
  let q = 0;
  while (q < text.length) {
    if (!isWordChar(text.charCodeAt(q))) {
      q++;
      continue;
    }
    const start = q;
    let devanagari = false;
    while (q < text.length && isWordChar(text.charCodeAt(q))) {
      const ch = text.charCodeAt(q);
      if (ch >= 0x0900 && ch <= 0x097f) devanagari = true;
      q++;
    }
    length = 0;
    if (devanagari) {
      transliterateDevanagari(text.slice(start, q), (piece, _start, end) => {
        for (let l = 0; l < piece.length; l++) add(piece.charCodeAt(l), start + end);
      });
    } else {
      for (let l = start; l < q; l++) add(text.charCodeAt(l), l + 1);
    }
    fold();
    if (length === 0) continue;
    let key = '';
    for (let l = 0; l < length; l++) key += String.fromCharCode(letters[l] as number);
    tokens.push({ key, start, end: q, ends: ends.slice(0, length) });
  }
  return tokens;
}

/**
 * English words too common to search for. Checked on the word as written (not its key, so the
 * Sanskrit tat, whose key is also that of "that", stays searchable). The index leaves them out and
 * a query does not require them.
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for from had has have he her hers him his i in into is it its of on or ' +
    's she so than that the their them then there these they this those to was were what when where which ' +
    'who whom whose with would you your'
  ).split(' '),
);

/** Whether a word (as written) is an English stop word. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** The key of each word of a text, in order (for indexing). */
export function searchWords(text: string): string[] {
  return tokenize(text).map((token) => token.key);
}

/** The key of a text: its words' keys joined by spaces (`Śārṅga Bow` → `sarnga bov`). */
export function searchKey(text: string): string {
  return searchWords(text).join(' ');
}
