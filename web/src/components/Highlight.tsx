import { highlightParts } from '../text.ts';

/** `name` with the parts matching `search` marked. */
export function Highlight({ text, search }: { text: string; search: string }) {
  return (
    <>
      {highlightParts(text, search).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
