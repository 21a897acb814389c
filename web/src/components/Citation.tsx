import { Fragment } from 'react';
import type { Source } from '@shastra/content/schema';
import { useLocale, useLocalePath, useMessages } from '../i18n/I18n.tsx';
import { fill } from '../i18n/format.ts';

/**
 * One citation, the same everywhere on the site: the text's short title, then its place, each
 * verse or range a link to its verse page when the site holds it (the build adds `title` and
 * `parts`; the link goes to the verse in the edition being rendered), then the remark and, for a web source, its address.
 */
export function Citation({ source }: { source: Source }) {
  const { readVerse } = useMessages('common');
  const localePath = useLocalePath();
  const title = source.title ?? source.text;
  // A web source's title, a citation's place and remark are kept in English in every edition (docs/translation.md): in
  // another edition, words among them are marked as English.
  const english = useLocale() === 'en' ? undefined : 'en';
  const place = (text: string) =>
    english && /\p{Script=Latin}/u.test(text) ? <span lang={english}>{text}</span> : text;
  return (
    <>
      <cite lang={english && /\p{Script=Latin}/u.test(title) ? english : undefined}>{title}</cite>,{' '}
      {source.parts
        ? source.parts.map((part, i) => (
            <Fragment key={`${part.label}-${i}`}>
              {i > 0 && ', '}
              {part.path ? (
                <a href={localePath(part.path)} title={fill(readVerse, { title, verse: part.label })}>
                  {place(part.label)}
                </a>
              ) : (
                place(part.label)
              )}
            </Fragment>
          ))
        : place(source.ref)}
      {source.note && (
        <span className="citation__note">
          {' ('}
          <span lang={english}>{source.note}</span>)
        </span>
      )}
      {source.url && (
        <>
          {' '}
          <a href={source.url} rel="noopener noreferrer">
            {new URL(source.url).hostname.replace(/^www\./, '')}
          </a>
        </>
      )}
    </>
  );
}

/** Citations as a list, one per item (the quiz's sources, a sage's references). */
export function CitationList({
  sources,
  className,
  testId,
}: {
  sources: readonly Source[];
  className?: string;
  testId?: string;
}) {
  return (
    <ul className={className} data-testid={testId}>
      {sources.map((source) => (
        <li key={`${source.text}|${source.ref}`}>
          <Citation source={source} />
        </li>
      ))}
    </ul>
  );
}
