/**
 * Compares every Mahābhārata verse we hold (content/data/texts/mahabharata/verses-*.yaml: `ref` a
 * Poona Critical Edition locator, `sa` the Kumbhakonam edition's Devanagari) with the Critical
 * Edition's constituted text, mechanically, and says of each verse: the same, different in
 * spelling only, different in wording (with the differing words, CE first), or not in the CE (a
 * star passage such as 8.65.13*1039, which the CE prints only in its apparatus).
 *
 *   node content/scripts/compare-mahabharata-ce.ts <CE e-text directory> [--all | --yaml | --json]
 *
 * The CE e-text. The BORI electronic text (Muneo Tokunaga, revised by John Smith, Cambridge; the
 * text GRETIL serves as mbh_NN_u.htm) is copyright BORI and is not committed here: we name its
 * readings where ours differ and print none of its running text. The copy this script reads is
 * that text in Devanagari as SanskritSahitya distributes it: repository sanskritsahitya-com/data
 * at commit b2cd9eec5a767906b2df7bb296c5e2312e094ff4 (2023-12-15), files
 * mahabharatam/mahabharatam1.json … mahabharatam8.json (the last commit at which all eight shards
 * are under 4 MiB; later commits add commentary to them). Its readings were spot-checked against
 * John Smith's Devanagari (7.34.19 कस्यांचिदापदि), GRETIL's IAST (7.1.25; 7.1.30 with its third
 * line) and the chapter files of sanskrit/raw_etexts (purANam/mahAbhAratam/bori/01/165.md and
 * 06/019.md @ a1dadc9529689180754ea48592673c07abd50213 and e73e86692fe80ef4dd5ff542b193a99098a188f5,
 * which agree letter for letter, down to the e-text's typing error partha at 1.165.27). To make
 * the directory:
 *
 *   for n in 1 2 3 4 5 6 7 8; do
 *     git -C <clone> show b2cd9eec5a767906b2df7bb296c5e2312e094ff4:mahabharatam/mahabharatam$n.json > <dir>/mahabharatam$n.json
 *   done
 *
 * Each shard is JSON: `data` is a list of `{ c: "7.33", n: "12", v: "चक्रव्यूहो … ।।" }` (a verse)
 * or `{ c, t }` (a speaker's line, which is skipped).
 *
 * How the two are compared. Both sides are read in Devanagari and put into SLP1 (one letter a
 * sound), without daṇḍas, the triṣṭubh pāda mark ";", digits, hyphens, avagraha and spaces
 * (the editions join words differently): equal so, a verse is "same". Then spelling is folded: a
 * nasal before a consonant and a final m become anusvāra, the candrabindu goes, doubled consonants
 * (vartta/varta, ddh/dh, cch/ch) become single, a visarga before a sibilant or r goes (the two
 * write "ḥ ś" and "ś ś", "ḥ r" and " r"), the southern ḷ is ḍ, b and v are one, and a few names
 * spelled two ways are one (SPELLINGS: Kāmbhoja/Kāmboja, Śāntanu/Śaṃtanu…). The letters of the
 * two verses are aligned (a longest common subsequence); each stretch that differs is widened to
 * whole words on both sides, and stretches a word or less apart are joined. A verse whose every
 * such run of words is equal once folded differs in "spelling" only; one with a run that is not
 * differs in "wording", and the runs are printed in IAST, the CE's first. Where a verse shares
 * little with its CE verse, the chapter is searched for a CE verse closer to it, and that is
 * reported too (a hint that the locator is wrong).
 *
 * Output: one line per verse that is not the same (with --all, every verse), then the summary.
 * With --yaml, instead, the verses that differ in wording as the list
 * content/data/texts/mahabharata/ce-differences.yaml holds ({ ref, ce }: the CE's differing words);
 * with --json, every verse's result.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Sanscript from '@indic-transliteration/sanscript';
import { contentRoot } from '../src/locations.ts';
import { loadTexts } from '../src/texts/loadTexts.ts';
import { toIast } from '../src/transliterate.ts';

const args = process.argv.slice(2);
const dir = args.find((arg) => !arg.startsWith('--'));
if (!dir) {
  console.error(
    'usage: node content/scripts/compare-mahabharata-ce.ts <CE e-text directory> [--all | --yaml | --json]',
  );
  process.exit(2);
}
const showAll = args.includes('--all');
const asYaml = args.includes('--yaml');
const asJson = args.includes('--json');

/** The CE's verses by locator ("7.33.12"), in Devanagari, and the locators of each chapter in order. */
const ce = new Map<string, string>();
const chapters = new Map<string, string[]>();
const shards = readdirSync(dir).filter((file) => /^mahabharatam\d+\.json$/.test(file));
if (shards.length === 0) {
  console.error(`${dir} holds no mahabharatam<N>.json`);
  process.exit(2);
}
for (const file of shards) {
  const shard = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
    data: { c: string; n?: string; v?: string }[];
  };
  for (const { c, n, v } of shard.data) {
    if (n === undefined || v === undefined) continue;
    const ref = `${c}.${n}`;
    ce.set(ref, v);
    const list = chapters.get(c) ?? [];
    list.push(ref);
    chapters.set(c, list);
  }
}

/** A verse as words: as printed (for the report, in IAST) and in SLP1 without avagraha (to compare). */
interface Words {
  shown: string[];
  slp1: string[];
}

/** Splits a verse into words, without daṇḍas, digits and other punctuation. */
function words(devanagari: string): Words {
  const shown = devanagari
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    // The CE marks the pādas of a triṣṭubh with ";", inside a word where sandhi joins them.
    .replace(/;(?=\S)/g, '')
    .replace(/[।॥|;,.\-`'‘’"“”()[\]{}0-9०-९]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.replace('ऽ', '') !== '');
  return { shown, slp1: shown.map((word) => Sanscript.t(word.replaceAll('ऽ', ''), 'devanagari', 'slp1')) };
}

const CONSONANT = '[kKgGNcCjJYwWqQRtTdDnpPbBmyrlvSzshL|]';
/** Names and words the two editions spell differently (SLP1): Kāmbhoja/Kāmboja, Śāntanu/Śaṃtanu… */
const SPELLINGS: [string, string][] = [
  ['kAmBoj', 'kAmboj'],
  ['SAntano', 'SaMtano'],
  ['SAntanu', 'SaMtanu'],
  ['kAnyakubj', 'kanyakubj'],
  ['rizwi', 'fzwi'],
  ['dASerak', 'dAserak'],
  ['apaSad', 'apasad'],
];
/** Spelling folded away (see the top of the file); applied to SLP1 without spaces. */
function fold(slp1: string): string {
  let folded = slp1;
  for (const [variant, spelling] of SPELLINGS) folded = folded.replaceAll(variant, spelling);
  return folded
    .replaceAll('~', '')
    .replaceAll('|', 'Q') // ळ्ह
    .replaceAll('L', 'q') // ळ
    .replace(/kK|gG|cC|jJ|wW|qQ|tT|dD|pP|bB/g, (pair) => pair.charAt(1))
    .replaceAll('b', 'v')
    .replace(/H(?=[Szsr])/g, '')
    .replace(new RegExp(`[NYRnm](?=${CONSONANT})`, 'g'), 'M')
    .replace(/([kKgGcCjJwWqQtTdDpPBmnNYRyrlvSzsh])\1/g, '$1')
    .replace(/m$/, 'M');
}

/** The site's IAST (content/src/transliterate.ts), without the daṇḍas. */
const iast = (devanagari: string[]) => toIast(devanagari.join(' '));

/**
 * A longest common subsequence of the letters of two strings: for each letter of `a`, the index of
 * the letter of `b` it is matched with, or -1.
 */
function align(a: string, b: string): number[] {
  const width = b.length + 1;
  const table = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j]
          ? (table[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  const partner = new Array<number>(a.length).fill(-1);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) partner[i++] = j++;
    else if ((table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0)) i++;
    else j++;
  }
  return partner;
}

interface Difference {
  /** The CE's words, in IAST ("" where the CE has none there). */
  ce: string;
  /** Ours, in IAST ("" where we have none there). */
  ours: string;
}

/** A run of words of each side, as [first, end) word indexes. */
interface Region {
  a: [number, number];
  b: [number, number];
}

/**
 * The runs of words that differ in more than spelling, CE against ours. The letters are aligned;
 * each stretch of unmatched letters is widened to whole words on both sides, and then until the
 * words of each side cover all the letters the other side's words are matched with.
 */
function differences(theirs: Words, ours: Words): Difference[] {
  const a = theirs.slp1.join('');
  const b = ours.slp1.join('');
  const partner = align(a, b);
  const back = new Array<number>(b.length).fill(-1);
  partner.forEach((j, i) => {
    if (j >= 0) back[j] = i;
  });
  const ownerA = theirs.slp1.flatMap((word, index) => Array.from(word, () => index));
  const ownerB = ours.slp1.flatMap((word, index) => Array.from(word, () => index));
  const startA = theirs.slp1.map((_, k) => theirs.slp1.slice(0, k).join('').length);
  const startB = ours.slp1.map((_, k) => ours.slp1.slice(0, k).join('').length);
  /** The words holding letters [from, to) of a side; at a point between letters, the word there. */
  const wordsOf = (owner: number[], count: number, from: number, to: number): [number, number] =>
    to > from ? [owner[from] ?? count, (owner[to - 1] ?? count - 1) + 1] : [owner[from] ?? count, owner[from] ?? count];
  const span = (start: number[], length: number, [first, end]: [number, number]): [number, number] => [
    start[first] ?? length,
    start[end] ?? length,
  ];
  const withNext = (list: string[], [first, end]: [number, number]) =>
    list.slice(first, end).join('') + (list[end]?.charAt(0) ?? '');
  /** The letters of the other side that letters [from, to) are matched with, or undefined. */
  const across = (map: number[], from: number, to: number): [number, number] | undefined => {
    const hits = map.slice(from, to).filter((x) => x >= 0);
    return hits.length > 0 ? [Math.min(...hits), Math.max(...hits) + 1] : undefined;
  };

  // The stretches of unmatched letters: between two consecutive matched pairs.
  const regions: Region[] = [];
  let lastA = -1;
  let lastB = -1;
  const pairs = partner.map((j, i) => [i, j] as [number, number]).filter(([, j]) => j >= 0);
  for (const [i, j] of [...pairs, [a.length, b.length] as [number, number]]) {
    if (i > lastA + 1 || j > lastB + 1) {
      const ra = wordsOf(ownerA, theirs.slp1.length, lastA + 1, i);
      const rb = wordsOf(ownerB, ours.slp1.length, lastB + 1, j);
      regions.push({ a: ra, b: rb });
    }
    lastA = i;
    lastB = j;
  }
  // Widen each run until both sides cover each other's matched letters.
  for (const region of regions) {
    for (let changed = true; changed;) {
      changed = false;
      const [fromA, toA] = span(startA, a.length, region.a);
      const [fromB, toB] = span(startB, b.length, region.b);
      const inB = across(partner, fromA, toA);
      const inA = across(back, fromB, toB);
      const wantB = inB ? wordsOf(ownerB, ours.slp1.length, inB[0], inB[1]) : region.b;
      const wantA = inA ? wordsOf(ownerA, theirs.slp1.length, inA[0], inA[1]) : region.a;
      const a2: [number, number] = [Math.min(region.a[0], wantA[0]), Math.max(region.a[1], wantA[1])];
      const b2: [number, number] = [Math.min(region.b[0], wantB[0]), Math.max(region.b[1], wantB[1])];
      if (a2[0] !== region.a[0] || a2[1] !== region.a[1] || b2[0] !== region.b[0] || b2[1] !== region.b[1]) {
        region.a = a2;
        region.b = b2;
        changed = true;
      }
    }
  }
  // Runs that overlap, or that no more than one word apart on either side, are one.
  const merged: Region[] = [];
  for (const region of regions) {
    const last = merged.at(-1);
    const overlap = last && (region.a[0] < last.a[1] || region.b[0] < last.b[1]);
    const near = last && region.a[0] - last.a[1] <= 1 && region.b[0] - last.b[1] <= 1;
    if (last && (overlap || near)) {
      last.a = [Math.min(last.a[0], region.a[0]), Math.max(last.a[1], region.a[1])];
      last.b = [Math.min(last.b[0], region.b[0]), Math.max(last.b[1], region.b[1])];
    } else merged.push({ a: [...region.a], b: [...region.b] });
  }
  return (
    merged
      // Folded with the first letter after them, for the sandhi at their end.
      .filter((region) => fold(withNext(theirs.slp1, region.a)) !== fold(withNext(ours.slp1, region.b)))
      .map((region) => ({
        ce: iast(theirs.shown.slice(region.a[0], region.a[1])),
        ours: iast(ours.shown.slice(region.b[0], region.b[1])),
      }))
  );
}

/** How alike two strings are: the Dice coefficient of their letter pairs (1 = the same). */
function likeness(a: string, b: string): number {
  const pairs = (s: string) => {
    const counts = new Map<string, number>();
    for (let i = 0; i < s.length - 1; i++) counts.set(s.slice(i, i + 2), (counts.get(s.slice(i, i + 2)) ?? 0) + 1);
    return counts;
  };
  const x = pairs(a);
  const y = pairs(b);
  let shared = 0;
  for (const [pair, count] of x) shared += Math.min(count, y.get(pair) ?? 0);
  return (2 * shared) / Math.max(1, a.length - 1 + b.length - 1);
}

type Verdict = 'same' | 'spelling' | 'wording' | 'not in CE' | 'missing from e-text';
interface Row {
  ref: string;
  verdict: Verdict;
  runs: Difference[];
  likeness?: number;
  /** A CE verse of the chapter closer to ours than the one at our locator. */
  closer?: string;
  /** Whether the verse's note already names the Critical Edition. */
  noted: boolean;
}

const mahabharata = loadTexts(join(contentRoot, 'data', 'texts')).find((text) => text.id === 'mahabharata');
if (!mahabharata) throw new Error('no text mahabharata in content/data/texts');

const rows: Row[] = mahabharata.verses.map((verse) => {
  const noted = /Critical Edition/.test(verse.note ?? '');
  if (verse.ref.includes('*')) return { ref: verse.ref, verdict: 'not in CE', runs: [], noted };
  const text = ce.get(verse.ref);
  if (text === undefined) return { ref: verse.ref, verdict: 'missing from e-text', runs: [], noted };
  const theirs = words(text);
  const ours = words(verse.sa);
  if (theirs.slp1.join('') === ours.slp1.join('')) return { ref: verse.ref, verdict: 'same', runs: [], noted };
  const runs = differences(theirs, ours);
  if (runs.length === 0) return { ref: verse.ref, verdict: 'spelling', runs, noted };
  const ourKey = fold(ours.slp1.join(''));
  const row: Row = {
    ref: verse.ref,
    verdict: 'wording',
    runs,
    likeness: likeness(fold(theirs.slp1.join('')), ourKey),
    noted,
  };
  if ((row.likeness ?? 1) < 0.6) {
    let best = row.likeness ?? 0;
    for (const other of chapters.get(verse.ref.split('.').slice(0, 2).join('.')) ?? []) {
      const score = likeness(fold(words(ce.get(other) ?? '').slp1.join('')), ourKey);
      if (score > best + 0.1) {
        best = score;
        row.closer = `${other} (${score.toFixed(2)})`;
      }
    }
  }
  return row;
});

const count = (verdict: Verdict) => rows.filter((row) => row.verdict === verdict).length;
if (asJson) console.log(JSON.stringify(rows, null, 1));
else if (asYaml) {
  console.log(
    [
      '# Mahābhārata verses whose Kumbhakonam wording (what we print) differs from the Critical',
      '# Edition’s in words, not only in spelling, with the CE’s differing words (IAST, runs joined',
      '# by “…”; “[lacks …]” where it has none of our words). Written by `node content/scripts/compare-mahabharata-ce.ts <CE e-text> --yaml`;',
      '# the content check holds each ref to a verse we hold whose note names the Critical Edition',
      '# (content/src/texts/checkCeNotes.ts).',
    ].join('\n'),
  );
  for (const row of rows.filter((r) => r.verdict === 'wording')) {
    // Where the CE has nothing in place of our words (a line it lacks), the run names what it lacks.
    const ceWords = row.runs.map((run) => run.ce || `[lacks ${run.ours}]`).join(' … ');
    console.log(`- ref: "${row.ref}"\n  ce: "${ceWords.replaceAll('"', '\\"')}"`);
  }
} else {
  for (const row of rows) {
    if (row.verdict === 'same' && !showAll) continue;
    const runs = row.runs.map((run) => `CE “${run.ce}” / ours “${run.ours}”`).join('; ');
    const extra = [
      row.likeness !== undefined ? `likeness ${row.likeness.toFixed(2)}` : '',
      row.closer ? `closer CE verse ${row.closer}` : '',
      row.verdict === 'wording' && !row.noted ? 'NOTE DOES NOT NAME THE CRITICAL EDITION' : '',
    ]
      .filter(Boolean)
      .join(', ');
    console.log(`${row.ref}\t${row.verdict}${runs ? `\t${runs}` : ''}${extra ? `\t[${extra}]` : ''}`);
  }
  const compared = rows.length - count('not in CE') - count('missing from e-text');
  console.log(
    `\n${rows.length} verses held: ${compared} compared with the CE — ${count('same')} the same, ` +
      `${count('spelling')} different in spelling only, ${count('wording')} different in wording ` +
      `(${rows.filter((r) => r.verdict === 'wording' && !r.noted).length} of them with no note naming the Critical Edition); ` +
      `${count('not in CE')} not in the CE (star passages)` +
      (count('missing from e-text') ? `; ${count('missing from e-text')} not found in the e-text` : '') +
      '.',
  );
}
