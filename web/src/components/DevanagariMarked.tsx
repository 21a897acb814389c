/**
 * Text that may hold Devanagari it does not mark itself (a visitor's query, a hint with a sample
 * spelling): each run of Devanagari words gets `lang="sa"`, so it is drawn in a Devanagari font
 * and read as Sanskrit, and the rest stays as it is.
 */
const RUNS = /(\p{scx=Deva}+(?:\s+\p{scx=Deva}+)*)/u;

export function DevanagariMarked({ text }: { text: string }) {
  const parts = text.split(RUNS);
  if (parts.length === 1) return text;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} lang="sa">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** Whether `text` holds Devanagari (an input's `lang` follows what is typed in it). */
export const hasDevanagari = (text: string) => RUNS.test(text);
