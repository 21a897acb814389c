/**
 * Mulberry32: a small, seeded generator of numbers in [0, 1), the same in every engine, so what it
 * draws can be drawn again from its seed (a quiz round from its address, a failing hostile-input
 * run from its seed). Free of zod, so the browser can import it.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
