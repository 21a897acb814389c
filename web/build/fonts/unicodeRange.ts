/** CSS `unicode-range` values to and from sets of code points. */

const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0');

/** The code points of a string, in order (a character of a string always has one). */
export const codePointsOf = (text: string): number[] => Array.from(text, (ch) => ch.codePointAt(0) ?? 0);

/** `U+0000-00FF,U+0131` → the code points it names. */
export function parseUnicodeRange(value: string): Set<number> {
  const codePoints = new Set<number>();
  for (const part of value.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`unsupported unicode-range part '${part}'`);
    const start = parseInt(match[1], 16);
    const end = match[2] ? parseInt(match[2], 16) : start;
    for (let cp = start; cp <= end; cp++) codePoints.add(cp);
  }
  return codePoints;
}

/** The given code points as sorted [first, last] ranges of consecutive ones. */
function codePointRanges(codePoints: Iterable<number>): [number, number][] {
  const ranges: [number, number][] = [];
  for (const cp of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === cp - 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges;
}

/** Exactly the given code points, runs of consecutive ones written as ranges. */
export function formatUnicodeRange(codePoints: Iterable<number>): string {
  return codePointRanges(codePoints)
    .map(([start, end]) => (end > start ? `U+${hex(start)}-${hex(end)}` : `U+${hex(start)}`))
    .join(',');
}
