/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** "median (min–max)", as the benchmarks' tables print a measurement repeated several times. */
export function medianAndSpread(values: number[], digits = 0): string {
  const [min, max] = [Math.min(...values), Math.max(...values)];
  return `${median(values).toFixed(digits)} (${min.toFixed(digits)}–${max.toFixed(digits)})`;
}
