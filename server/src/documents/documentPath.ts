/** Parses the part of a URL below /documents/ into plain ids, or says why it is not one. */
export const PLAIN_ID = /^[A-Za-z0-9_-]{1,100}$/;

export type ParsedPath = { ok: true; key: string; parts: string[] } | { ok: false; reason: string };

export function parseDocumentPath(rawUrl: string, prefix = '/documents/'): ParsedPath {
  const pathname = rawUrl.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith(prefix)) return { ok: false, reason: 'not a documents path' };
  const rawParts = pathname.slice(prefix.length).split('/');
  if (rawParts.length === 0 || rawParts.length > 3)
    return { ok: false, reason: 'a document path has one to three ids' };
  const parts: string[] = [];
  for (const raw of rawParts) {
    let part: string;
    try {
      part = decodeURIComponent(raw);
    } catch {
      return { ok: false, reason: 'the path is not valid percent-encoding' };
    }
    if (!PLAIN_ID.test(part)) return { ok: false, reason: 'ids are 1 to 100 letters, digits, hyphens or underscores' };
    parts.push(part);
  }
  return { ok: true, key: parts.join('/'), parts };
}
