import { highlightParts } from '@shastra/content/search/match';

/** `text` with the parts matching `search` marked (spelling-blind, as every search field). */
export function Highlight({ text, search }: { text: string; search: string }) {
  return (
    <>
      {highlightParts(text, search).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
