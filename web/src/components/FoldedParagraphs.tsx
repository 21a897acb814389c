import { useMessages } from '../i18n/I18n.tsx';
import { paragraphs } from '../text.ts';
import { Prose } from './Prose.tsx';

/**
 * A long intro, folded after its first paragraph: the rest is behind "Read more", a native
 * disclosure, so it opens without script and the browser's find-in-page still reaches it. A phone's
 * first screens go to the page's own content, not to four paragraphs of background.
 */
export function FoldedParagraphs({ text, leadClassName }: { text: string | undefined; leadClassName?: string }) {
  const t = useMessages('common');
  const [first, ...rest] = paragraphs(text);
  if (first === undefined) return null;
  return (
    <>
      <p className={leadClassName}>
        <Prose text={first} />
      </p>
      {rest.length > 0 && (
        <details className="read-more">
          <summary>
            <span className="read-more__closed">{t.readMore}</span>
            <span className="read-more__open">{t.readLess}</span>
          </summary>
          {rest.map((paragraph) => (
            <p key={paragraph.slice(0, 48)}>
              <Prose text={paragraph} />
            </p>
          ))}
        </details>
      )}
    </>
  );
}
