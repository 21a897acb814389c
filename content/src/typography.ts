/**
 * Typography of the prose (content/README.md, "Checks and report"): every string the site shows a
 * reader uses typographic quotes (’ ‘ “ ”), never the straight ' and " of a typewriter, and verse
 * text in Devanagari marks its stops with the daṇḍas । and ॥, never the | and || that stand in for
 * them in plain ASCII (the IAST the build derives keeps them too: docs/decisions.md, "Typography").
 * `checkTypography` is one of the checks the content build and `npm test -- content` run.
 */
import type { Corpus } from './index.ts';
import { NOT_PROSE } from './notProse.ts';

const STRAIGHT_QUOTE = /['"]/;
/** An ASCII stand-in for a daṇḍa: | or || (also written | |). */
const ASCII_DANDA = /\|/;

/** Where a straight quote sits, with a little of the text around it. */
function excerpt(text: string, at: number): string {
  const start = Math.max(0, at - 20);
  return `${start > 0 ? '…' : ''}${text.slice(start, at + 20).replace(/\s+/g, ' ')}${at + 20 < text.length ? '…' : ''}`;
}

/** Straight quotes in the prose of `value`, each reported with its path. */
function straightQuotes(value: unknown, where: string, problems: string[], key = ''): void {
  if (NOT_PROSE.has(key)) return;
  if (typeof value === 'string') {
    const at = value.search(STRAIGHT_QUOTE);
    if (at >= 0 && !/^(https?:\/\/|\/)/.test(value))
      problems.push(`${where}: straight quote in '${excerpt(value, at)}': write ’ ‘ “ ” instead`);
  } else if (Array.isArray(value)) value.forEach((v, i) => straightQuotes(v, `${where}[${i}]`, problems, key));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) straightQuotes(v, `${where}.${k}`, problems, k);
}

export function checkTypography(corpus: Corpus): string[] {
  const problems: string[] = [];
  const { texts, ...rest } = corpus;
  for (const [part, value] of Object.entries(rest)) straightQuotes(value, part, problems);
  for (const text of texts) {
    // A text's aliases are the names citations use to find it, never shown.
    const { aliases: _aliases, verses, ...fields } = text;
    straightQuotes(fields, `texts/${text.id}`, problems);
    for (const verse of verses) {
      const where = `texts/${text.id} ${verse.ref}`;
      straightQuotes(verse, where, problems);
      if (ASCII_DANDA.test(verse.sa)) problems.push(`${where}: | in the verse: write the daṇḍas । and ॥`);
    }
  }
  for (const hymn of corpus.hymns) {
    hymn.verses.forEach((verse, i) => {
      if (ASCII_DANDA.test(verse.shlok))
        problems.push(`hymns/${hymn.id} verse ${i + 1}: | in the verse: write । and ॥`);
    });
  }
  return problems;
}
