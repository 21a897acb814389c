import { paragraphs } from '../text.ts';
import { Prose } from './Prose.tsx';

/** A text field rendered as paragraphs (blank lines separate them). */
export function Paragraphs({ text }: { text: string | undefined }) {
  return (
    <>
      {paragraphs(text).map((paragraph) => (
        <p key={paragraph.slice(0, 48)}>
          <Prose text={paragraph} />
        </p>
      ))}
    </>
  );
}
