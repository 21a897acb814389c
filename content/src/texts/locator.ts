/**
 * Locators: where a citation points in a text. A verse ref is numbers joined by dots ("6.1.27");
 * a range joins two with a hyphen, the end written from the first number that differs
 * ("1.2.13-23" is 1.2.13 to 1.2.23, "1.11.1-1.12.4" crosses a chapter). The site shows a range
 * with an en dash ("1.2.13–23"). This file stays free of zod so the browser can import it.
 */

/**
 * The shape of a locator in a URL or a document path: a verse ref, or a range. A ref may start
 * with a word where the text names a part instead of numbering it (Suśruta's "sutra.26.3"), and
 * end with a star passage of a critical edition's apparatus ("8.65.13*1039").
 */
export const LOCATOR =
  /^(?:[a-z]+\.)?[1-9][0-9]*(?:\.[1-9][0-9]*)*(?:\*[1-9][0-9]*)?(?:-[1-9][0-9]*(?:\.[1-9][0-9]*)*(?:\*[1-9][0-9]*)?)?$/;

/**
 * The parts of a ref; a word part counts by its place in WORD_ORDER. A passage of the critical
 * apparatus ("1.164.5*1749", printed after 1.164.5) counts as one more part.
 */
export const refParts = (ref: string): number[] =>
  ref
    .replace('*', '.')
    .split('.')
    .map((part) => (/^[0-9]+$/.test(part) ? Number(part) : -100 + WORD_ORDER.indexOf(part)));

/** Named parts of texts, in their order (the sthānas of the Suśruta-saṃhitā). */
const WORD_ORDER = ['sutra', 'nidana', 'sharira', 'chikitsa', 'kalpa', 'uttara'];

/** Text order: 1.9 before 1.10, 1.237 before 1.237.1 before 1.238. */
export function compareRefs(a: string, b: string): number {
  const x = refParts(a);
  const y = refParts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1000) - (y[i] ?? -1000);
    if (d !== 0) return d;
  }
  return 0;
}

export interface Locator {
  first: string;
  /** The last verse of a range; equal to `first` for one verse. */
  last: string;
}

/** Parses "1.2.13" or "1.2.13-23"; undefined when it is neither. */
export function parseLocator(locator: string): Locator | undefined {
  if (!LOCATOR.test(locator)) return undefined;
  const [first = '', end] = locator.split('-');
  if (end === undefined) return { first, last: first };
  const start = first.split('.');
  const tail = end.split('.');
  if (tail.length > start.length) return undefined;
  const last = [...start.slice(0, start.length - tail.length), ...tail].join('.');
  return compareRefs(first, last) < 0 ? { first, last } : undefined;
}

/** The URL form of a range: the end from its first differing number ("1.2.13-23"). */
export function formatLocator({ first, last }: Locator, dash = '-'): string {
  if (first === last) return first;
  const a = first.split('.');
  const b = last.split('.');
  let same = 0;
  while (a.length === b.length && same < a.length - 1 && a[same] === b[same]) same++;
  return `${first}${dash}${b.slice(same).join('.')}`;
}

/**
 * A locator as readers see it: a leading word that names a part of the text is written as the text
 * names it ("sutra.27.3–14" → "Sūtrasthāna 27.3–14"); other locators stay as they are.
 */
export function readableLocator(locator: string, partNames?: Readonly<Record<string, string>>): string {
  const match = /^([a-z]+)\.(.+)$/.exec(locator);
  const name = match?.[1] !== undefined ? partNames?.[match[1]] : undefined;
  return name && match?.[2] !== undefined ? `${name} ${match[2]}` : locator;
}
