/** Picks the response encoding from an Accept-Encoding header: br, then gzip, else identity. */
export type Encoding = 'br' | 'gzip' | 'identity';

export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  const offered = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (name) offered.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}
