import type { Highlight } from '@shastra/content/search';

/** `text` with the given character ranges marked. */
export function HighlightedText({ text, highlights }: { text: string; highlights: readonly Highlight[] }) {
  const parts: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const [start, end] of [...highlights].sort((a, b) => a[0] - b[0])) {
    if (start < at || end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return (
    <>{parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>
  );
}
