import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './negotiate.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['gzip;q=0', 'identity'],
    ['GZIP', 'gzip'],
    // The client's weights decide; brotli wins only a tie.
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['gzip;q=0.8, br;q=0.9', 'br'],
    ['gzip, br', 'br'],
    ['identity;q=1, gzip;q=0.5', 'identity'],
    ['*;q=0.3, gzip;q=0.2', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['gzip;q=nonsense', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
