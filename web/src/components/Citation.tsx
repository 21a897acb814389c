import { Fragment } from 'react';
import type { Source } from '@shastra/content/schema';

/**
 * One citation, the same everywhere on the site: the text's short title, then its place, each
 * verse or range a link to its verse page when the site holds it (the build adds `title` and
 * `parts`), then the remark and, for a web source, its address.
 */
export function Citation({ source }: { source: Source }) {
  const title = source.title ?? source.text;
  return (
    <>
      <cite>{title}</cite>,{' '}
      {source.parts
        ? source.parts.map((part, i) => (
            <Fragment key={`${part.label}-${i}`}>
              {i > 0 && ', '}
              {part.path ? (
                <a href={part.path} title={`Read ${title} ${part.label}`}>
                  {part.label}
                </a>
              ) : (
                part.label
              )}
            </Fragment>
          ))
        : source.ref}
      {source.note && <span className="citation__note"> ({source.note})</span>}
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
