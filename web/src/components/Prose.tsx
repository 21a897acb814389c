import { Fragment, type ReactNode } from 'react';
import { proseParts } from '@shastra/content/text/proseLinks';
import { useLocalePath } from '../i18n/I18n.tsx';

/**
 * A content string with its references drawn as links to the verse, range or chapter each names
 * (the content build resolves them: content/src/text/proseLinks.ts). `words` draws the strings
 * between them, where a view marks more in its text (the explanation view's linked names).
 */
export function Prose({ text, words }: { text: string; words?: (part: string) => ReactNode }) {
  const to = useLocalePath();
  const parts = proseParts(text);
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{words ? words(part) : part}</Fragment>
        ) : (
          <a key={i} href={to(part.href)}>
            {part.label}
          </a>
        ),
      )}
    </>
  );
}
