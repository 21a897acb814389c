/**
 * The site-wide search (browser-safe: no Node, no zod). Reads the index `buildSearchIndex` makes.
 *
 * A query is split into words and each word folded to its key (`searchKey.ts`), so Devanagari,
 * IAST and English spellings meet. A word matches an index term exactly, with or without a final a
 * (arjun = arjuna), as a prefix when it is the last word and the query does not end in a space
 * (search as you type), or with one typo (Damerau: one letter added, dropped, changed or two
 * swapped) when it has 5 letters or more. A term without the query's final a counts only when
 * the term is part of some name (a title, Sanskrit name or alias): the prose spells names with
 * their a, and an English word that folds like a name without it (sharing → sarng, as Śārṅga is
 * spelled in Hindi) must not be found by that name. Every word must match somewhere in an entry (English stop words and single letters before the
 * last word are optional).
 *
 * Ranking: each word scores the best field it matched in (title > Sanskrit name > hidden alias >
 * introduction > other prose > category), scaled by how well it matched (exact > prefix > typo),
 * and a title that the query spells out word by word gets a bonus (whole title > start of title).
 */
import { clusterEnd } from './clusters.ts';
import { entryFields } from './fields.ts';
import { isStopWord, tokenize } from './searchKey.ts';
import type { Highlight, SearchEntry, SearchField, SearchIndex, SearchResult, Snippet } from './types.ts';

const FIELD_WEIGHT: Readonly<Record<SearchField, number>> = {
  title: 10,
  sanskrit: 8,
  alias: 6,
  intro: 3,
  text: 2,
  context: 1,
};
/** Facts and quiz questions: their title is the prose itself. */
const PROSE_TITLE_WEIGHT = FIELD_WEIGHT.intro;
const TITLE_EXACT_BONUS = 20;
const TITLE_PREFIX_BONUS = 10;

/** Match qualities (a factor on the field weight). A prefix scores 0.5–0.9 by how much of the term it covers. */
const EXACT = 1;
const FINAL_A = 0.9;
const TYPO = 0.5;
const TYPO_PREFIX = 0.4;
/** Words shorter than this (in key letters) must be spelled right: one edit in four letters is another word. */
const TYPO_MIN_LENGTH = 5;
/** More words than this are ignored (a pasted paragraph must not make the search slow). */
const MAX_WORDS = 12;
/** Longest snippet, counting the ellipses. */
const SNIPPET_LENGTH = 160;
/** Characters of context a snippet shows before its first match. */
const SNIPPET_LEAD = 40;

interface QueryWord {
  key: string;
  /** Whether one-typo matches count (set when the word has no match spelled right). */
  typo: boolean;
  /** Last word of a query still being typed: matches the start of terms. */
  prefix: boolean;
  /** What a prefix match starts with: the key, less a Devanagari consonant's inherent a still to be replaced. */
  typed: string;
  /** An English stop word (not indexed). */
  stop: boolean;
  /** Whether the entry must match it (stop words and single letters before the last word need not).
   *  Only required words are highlighted. */
  required: boolean;
}

/** Per-field tables derived from an index once, on its first search. */
interface Prepared {
  fieldEntry: Int32Array;
  fieldWeight: Float64Array;
  fieldKind: SearchField[];
  fieldText: string[];
  /** `firstField[e]` is the first field id of entry e; entry e owns the ids up to `firstField[e + 1]`. */
  firstField: Int32Array;
  /** Terms that occur in a name (title of a named thing, Sanskrit name, alias). */
  nameTerms: Set<string>;
}

const prepared = new WeakMap<SearchIndex, Prepared>();

function prepare(index: SearchIndex): Prepared {
  const cached = prepared.get(index);
  if (cached) return cached;
  const fieldEntry: number[] = [];
  const fieldWeight: number[] = [];
  const fieldKind: SearchField[] = [];
  const fieldText: string[] = [];
  const firstField = new Int32Array(index.entries.length + 1);
  index.entries.forEach((entry, e) => {
    firstField[e] = fieldEntry.length;
    for (const [kind, text] of entryFields(entry)) {
      fieldEntry.push(e);
      fieldWeight.push(kind === 'title' && entry.proseTitle ? PROSE_TITLE_WEIGHT : FIELD_WEIGHT[kind]);
      fieldKind.push(kind);
      fieldText.push(text);
    }
  });
  firstField[index.entries.length] = fieldEntry.length;
  const nameTerms = new Set<string>();
  index.terms.forEach((term, t) => {
    let field = 0;
    for (const delta of index.postings[t] ?? []) {
      field += delta;
      const kind = fieldKind[field];
      const proseTitle = kind === 'title' && index.entries[fieldEntry[field] ?? 0]?.proseTitle;
      if ((kind === 'title' && !proseTitle) || kind === 'sanskrit' || kind === 'alias') {
        nameTerms.add(term);
        break;
      }
    }
  });
  const result: Prepared = {
    fieldEntry: Int32Array.from(fieldEntry),
    fieldWeight: Float64Array.from(fieldWeight),
    fieldKind,
    fieldText,
    firstField,
    nameTerms,
  };
  prepared.set(index, result);
  return result;
}

// ---------------------------------------------------------------- the query

/** A Devanagari consonant (क … ह, क़ … य़) or the nukta that follows one. */
const isConsonantOrNukta = (ch: number) =>
  (ch >= 0x0915 && ch <= 0x0939) || ch === 0x093c || (ch >= 0x0958 && ch <= 0x095f);

function parseQuery(query: string): QueryWord[] {
  const text = query.normalize('NFC');
  const tokens = tokenize(text).slice(0, MAX_WORDS);
  const words: QueryWord[] = [];
  tokens.forEach((token, i) => {
    const raw = text.slice(token.start, token.end);
    const last = i === tokens.length - 1;
    const prefix = last && token.end === text.length;
    // A Devanagari consonant being typed has its inherent a only until a sign follows (क → क्ष).
    const bareConsonant =
      prefix && isConsonantOrNukta(raw.charCodeAt(raw.length - 1)) && token.key.length > 1 && token.key.endsWith('a');
    const typed = bareConsonant ? token.key.slice(0, -1) : token.key;
    // A single letter is a word only at the end (being typed); stop words are never required.
    const stop = isStopWord(raw);
    const required = !stop && (last || token.key.length > 1);
    if (!words.some((w) => w.key === token.key && w.prefix === prefix))
      words.push({ key: token.key, typo: false, prefix, typed, stop, required });
  });
  // A query of stop words only ("the") still has to find something by them.
  if (!words.some((w) => w.required)) for (const w of words) w.required = true;
  return words;
}

// ---------------------------------------------------------------- matching one word against a term

/** Whether a[ai…] equals b[bi…] (`whole`) or is a prefix of it. */
function sameFrom(a: string, ai: number, b: string, bi: number, whole: boolean): boolean {
  const rest = a.length - ai;
  if (rest < 0 || (whole ? b.length - bi !== rest : b.length - bi < rest)) return false;
  for (let k = 0; k < rest; k++) if (a.charCodeAt(ai + k) !== b.charCodeAt(bi + k)) return false;
  return true;
}

/**
 * Whether `a` is one edit (insert, delete, substitute, swap two neighbours) away from `b` (`whole`)
 * or from some prefix of `b`. Called after the exact and prefix checks failed.
 */
function oneEdit(a: string, b: string, whole: boolean): boolean {
  if (whole && Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return (
    sameFrom(a, i + 1, b, i + 1, whole) || // substitution
    sameFrom(a, i + 1, b, i, whole) || // a letter too many
    sameFrom(a, i, b, i + 1, whole) || // a letter missing
    (a[i] === b[i + 1] && a[i + 1] === b[i] && i + 1 < a.length && sameFrom(a, i + 2, b, i + 2, whole)) // swap
  );
}

/** Whether `long` is `short` with an a after it. */
const plusA = (short: string, long: string) =>
  long.length === short.length + 1 && long.endsWith('a') && long.startsWith(short);

/** The typed prefix that `term` goes on from, when the word is the one being typed. */
function typedPrefix(word: QueryWord, term: string): string | undefined {
  const p = word.typed;
  return word.prefix && term.length > p.length && term.startsWith(p) ? p : undefined;
}

/** How well a query word matches a term: 0 not at all, 1 exactly. `name`: the term is part of a name. */
function matchQuality(word: QueryWord, term: string, name: boolean): number {
  const q = word.key;
  if (term === q) return EXACT;
  // Hindi-style spellings drop the final a: arjun, ramayan, dhanurved (and names may be written so).
  if (plusA(q, term) || (name && plusA(term, q))) return FINAL_A;
  const p = typedPrefix(word, term);
  if (p !== undefined) return 0.5 + (0.4 * p.length) / term.length;
  if (word.typo) {
    if (oneEdit(q, term, true)) return TYPO;
    if (word.prefix && oneEdit(q, term, false)) return TYPO_PREFIX;
  }
  return 0;
}

// ---------------------------------------------------------------- highlights and snippets

/** Ranges of `text` matching query words: whole words, or the typed part of a prefix match. */
function highlightsIn(text: string, words: QueryWord[], nameTerms: Set<string>): Highlight[] {
  const ranges: Highlight[] = [];
  for (const token of tokenize(text)) {
    let end = -1;
    for (const word of words) {
      if (!word.required) continue;
      const quality = matchQuality(word, token.key, nameTerms.has(token.key));
      if (quality === 0) continue;
      // A word still being typed: mark the letters typed so far (Brahm|āstra). matchQuality
      // tried exact and final-a matches first, so a typed prefix here is how it matched.
      const p = quality < FINAL_A ? typedPrefix(word, token.key) : undefined;
      const wordEnd = p === undefined ? token.end : (token.ends[p.length - 1] ?? token.end);
      end = Math.max(end, wordEnd);
      if (end === token.end) break;
    }
    // A typed prefix can stop inside an akṣara: the mark takes the whole of it (clusters.ts).
    if (end > token.start) ranges.push([token.start, clusterEnd(text, end)]);
  }
  return ranges;
}

/** An excerpt of `text` around its first highlight, cut at spaces, with '…' where cut. */
function makeSnippet(text: string, highlights: Highlight[]): Snippet {
  if (text.length <= SNIPPET_LENGTH) return { text, highlights };
  const body = SNIPPET_LENGTH - 2; // room for two ellipses
  const first = highlights[0];
  let start = first ? Math.max(0, Math.min(first[0] - SNIPPET_LEAD, text.length - body)) : 0;
  if (start > 0) {
    // Start at a word: after the next space, but not after the first match.
    const space = text.indexOf(' ', start - 1);
    start = space !== -1 && first && space < first[0] ? space + 1 : (first?.[0] ?? start);
  }
  let end = Math.min(text.length, start + body);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
    while (end > start && /[\s,;:–—-]/.test(text[end - 1] ?? '')) end--;
  }
  const lead = start > 0 ? '…' : '';
  const shift = lead.length - start;
  return {
    text: lead + text.slice(start, end) + (end < text.length ? '…' : ''),
    highlights: highlights
      .filter(([s, e]) => s >= start && e <= end)
      .map(([s, e]): Highlight => [s + shift, e + shift]),
  };
}

// ---------------------------------------------------------------- search

/** How many bits are set (the query words a field matched). */
function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * The bonus for a title the query spells out from its start: all of it (exact: as many words, the
 * last one whole) or its first words (prefix). `words` are the query's words but stop words, which
 * title keys leave out too ("the sarnga bow" spells out "Śārṅga Bow").
 */
function titleBonus(titleKey: string, words: QueryWord[]): number {
  // Every word of a title is a name term.
  if (titleKey === '' || words.length === 0) return 0;
  const titleWords = titleKey.split(' ');
  if (words.length > titleWords.length) return 0;
  let worst = EXACT;
  for (let i = 0; i < words.length; i++) {
    const quality = matchQuality(words[i] as QueryWord, titleWords[i] as string, true);
    if (quality === 0) return 0;
    worst = Math.min(worst, quality);
  }
  const last = words[words.length - 1] as QueryWord;
  const lastTitleWord = titleWords[words.length - 1] as string;
  const lastWhole = matchQuality({ ...last, prefix: false }, lastTitleWord, true) > 0;
  return (words.length === titleWords.length && lastWhole ? TITLE_EXACT_BONUS : TITLE_PREFIX_BONUS) * worst;
}

/** Adds the word's best score per entry to `wordScore`; marks the matched fields. Returns the terms matched. */
function scoreWord(
  index: SearchIndex,
  { fieldEntry, fieldWeight, nameTerms }: Prepared,
  word: QueryWord,
  bit: number,
  wordScore: Float64Array,
  fieldMask: Uint32Array,
  fieldHits: Uint16Array,
): number {
  let matched = 0;
  for (let t = 0; t < index.terms.length; t++) {
    const term = index.terms[t] as string;
    const quality = matchQuality(word, term, nameTerms.has(term));
    if (quality === 0) continue;
    matched++;
    let field = 0;
    for (const delta of index.postings[t] as number[]) {
      field += delta;
      const entry = fieldEntry[field] as number;
      const score = (fieldWeight[field] as number) * quality;
      if (score > (wordScore[entry] as number)) wordScore[entry] = score;
      const mask = fieldMask[field] as number;
      if ((mask & bit) === 0) {
        fieldMask[field] = mask | bit;
        fieldHits[entry] = (fieldHits[entry] as number) + 1;
      }
    }
  }
  return matched;
}

/**
 * Searches the index. Returns at most `limit` results, best first; [] for a query without words.
 */
export function search(index: SearchIndex, query: string, limit = 20): SearchResult[] {
  const words = parseQuery(query);
  if (words.length === 0 || limit <= 0) return [];
  const tables = prepare(index);
  const entryCount = index.entries.length;
  const total = new Float64Array(entryCount);
  const requiredMatched = new Uint8Array(entryCount);
  /** Per field, the query words (bits) it matched; per entry, how many (field, word) pairs matched. */
  const fieldMask = new Uint32Array(tables.fieldEntry.length);
  const fieldHits = new Uint16Array(entryCount);
  const wordScore = new Float64Array(entryCount);
  let required = 0;

  for (let w = 0; w < words.length; w++) {
    const word = words[w] as QueryWord;
    wordScore.fill(0);
    // Typos are forgiven only when nothing is spelled like the word (so sarnga does not also find śṛṅgāṭaka).
    if (
      scoreWord(index, tables, word, 1 << w, wordScore, fieldMask, fieldHits) === 0 &&
      word.key.length >= TYPO_MIN_LENGTH
    ) {
      word.typo = true;
      scoreWord(index, tables, word, 1 << w, wordScore, fieldMask, fieldHits);
    }
    let alive = 0;
    for (let e = 0; e < entryCount; e++) {
      const score = wordScore[e] as number;
      if (score > 0) {
        total[e] = (total[e] as number) + score;
        if (word.required) requiredMatched[e] = (requiredMatched[e] as number) + 1;
      }
      if (requiredMatched[e] === required + (word.required ? 1 : 0)) alive++;
    }
    if (word.required) required++;
    if (alive === 0) return [];
  }

  const candidates: number[] = [];
  const titleWords = words.filter((word) => !word.stop);
  for (let e = 0; e < entryCount; e++) {
    if (requiredMatched[e] !== required) continue;
    total[e] = (total[e] as number) + titleBonus(index.titleKeys[e] ?? '', titleWords);
    candidates.push(e);
  }
  const entries = index.entries;
  candidates.sort(
    (a, b) =>
      (total[b] as number) - (total[a] as number) ||
      // Named things before facts and questions, then more matches, shorter (closer) titles, index order.
      Number(Boolean(entries[a]?.proseTitle)) - Number(Boolean(entries[b]?.proseTitle)) ||
      (fieldHits[b] as number) - (fieldHits[a] as number) ||
      (entries[a]?.title.length ?? 0) - (entries[b]?.title.length ?? 0) ||
      a - b,
  );
  return candidates.slice(0, limit).map((e) => result(index, e, total[e] as number, words, fieldMask));
}

function result(
  index: SearchIndex,
  e: number,
  score: number,
  words: QueryWord[],
  fieldMask: Uint32Array,
): SearchResult {
  const { fieldWeight, fieldKind, fieldText, firstField, nameTerms } = prepare(index);
  const entry = index.entries[e] as SearchEntry;
  // The field that counts most among those matched, and the prose that matched the most words.
  let best = -1;
  let snippetField = -1;
  let snippetWords = -1;
  for (let f = firstField[e] as number; f < (firstField[e + 1] as number); f++) {
    const mask = fieldMask[f] as number;
    if (mask !== 0 && (best === -1 || (fieldWeight[f] as number) > (fieldWeight[best] as number))) best = f;
    const kind = fieldKind[f];
    const prose = kind === 'intro' || kind === 'text' || (kind === 'title' && entry.proseTitle);
    const count = bitCount(mask);
    if (prose && count > snippetWords) {
      snippetField = f;
      snippetWords = count;
    }
  }
  const snippetText = snippetField === -1 ? '' : (fieldText[snippetField] as string);
  return {
    entry,
    score,
    field: fieldKind[best] ?? 'title',
    titleHighlights: highlightsIn(entry.title, words, nameTerms),
    sanskritHighlights: entry.sanskrit === undefined ? [] : highlightsIn(entry.sanskrit, words, nameTerms),
    snippet: makeSnippet(snippetText, snippetWords > 0 ? highlightsIn(snippetText, words, nameTerms) : []),
  };
}
