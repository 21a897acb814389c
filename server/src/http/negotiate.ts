/**
 * Picks the response encoding from an Accept-Encoding header (RFC 9110, 12.5.3): the coding the
 * client weights highest among br, gzip and identity; on a tie brotli (smallest), then gzip.
 * identity is acceptable unless the header refuses it (identity;q=0, or *;q=0 without naming it),
 * and it is what a client that refuses everything gets (the body is then sent as it is).
 */
export type Encoding = 'br' | 'gzip' | 'identity';

const PREFERENCE: Encoding[] = ['br', 'gzip', 'identity'];

/** Each coding an Accept-Encoding header names, with its weight (0 to 1). */
export function offeredCodings(header: string | string[] | undefined): Map<string, number> {
  const offered = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (name) offered.set(name, Number.isFinite(quality) ? Math.min(Math.max(quality, 0), 1) : 0);
  }
  return offered;
}

export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  const offered = offeredCodings(header);
  const weight = (coding: Encoding) => {
    const named = offered.get(coding);
    if (named !== undefined) return named;
    const star = offered.get('*');
    if (coding === 'identity') return star === 0 ? 0 : Math.max(star ?? 0, 0.001);
    return star ?? 0;
  };
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const w = weight(coding);
    if (w > bestWeight) {
      best = coding;
      bestWeight = w;
    }
  }
  return best;
}
