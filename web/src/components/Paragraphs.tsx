import { paragraphs } from '../text.ts';

/** A text field rendered as paragraphs (blank lines separate them). */
export function Paragraphs({ text }: { text: string | undefined }) {
  return (
    <>
      {paragraphs(text).map((paragraph) => (
        <p key={paragraph.slice(0, 48)}>{paragraph}</p>
      ))}
    </>
  );
}
