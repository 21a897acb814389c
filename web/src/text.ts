/** Small text helpers shared by pages. */

/** `arrow_heads` → `Arrow Heads` (spec: underscores to spaces, each word capitalised). */
export function titleFromId(id: string): string {
  return id
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Paragraphs of a text field: blank lines separate them. */
export function paragraphs(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Lowercase and without diacritics, for matching `sarnga` against `Śārṅga`. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether `name` contains the search text (case-insensitive, diacritics ignored). */
export function matchesSearch(name: string, search: string): boolean {
  return foldForSearch(name).includes(foldForSearch(search.trim()));
}

/**
 * Splits `name` into parts, marking those that match `search` (diacritics ignored). NFD folding
 * can change lengths, so indices are mapped back through a per-character table.
 */
export function highlightParts(name: string, search: string): { text: string; match: boolean }[] {
  const needle = foldForSearch(search.trim());
  if (!needle) return [{ text: name, match: false }];
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < name.length; i++) {
    const piece = foldForSearch(name[i] ?? '');
    folded += piece;
    for (let k = 0; k < piece.length; k++) origin.push(i);
  }
  const parts: { text: string; match: boolean }[] = [];
  let cursor = 0;
  let from = folded.indexOf(needle);
  while (from !== -1) {
    const start = origin[from] ?? name.length;
    const end = (origin[from + needle.length - 1] ?? name.length - 1) + 1;
    if (start > cursor) parts.push({ text: name.slice(cursor, start), match: false });
    parts.push({ text: name.slice(start, end), match: true });
    cursor = end;
    from = folded.indexOf(needle, from + needle.length);
  }
  if (cursor < name.length) parts.push({ text: name.slice(cursor), match: false });
  return parts;
}
