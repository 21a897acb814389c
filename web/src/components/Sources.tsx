import type { Source } from '@shastra/content/schema';
import { testIds } from '../testIds.ts';

/**
 * The citations of what a page shows (text, chapter, verse), de-duplicated, with a stable anchor.
 * A verse or range the site holds links to its verse page (the build adds the `parts`).
 */
export function Sources({ sources }: { sources: Source[] }) {
  const unique = [...new Map(sources.map((s) => [`${s.text}|${s.ref}|${s.note ?? ''}`, s])).values()];
  if (unique.length === 0) return null;
  return (
    <section className="sources" id="sources" aria-labelledby="sources-title" data-testid={testIds.sources}>
      <h2 id="sources-title">Sources</h2>
      <ul>
        {unique.map((source) => (
          <li key={`${source.text}|${source.ref}|${source.note ?? ''}`}>
            <Citation source={source} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One citation: the text, then its place, each verse or range a link to its page when the site holds it. */
export function Citation({ source }: { source: Source }) {
  return (
    <>
      <cite>{source.text}</cite>,{' '}
      {source.parts
        ? source.parts.map((part, i) => (
            <span key={`${part.label}-${i}`}>
              {i > 0 && ', '}
              {part.path ? (
                <a href={part.path} title={`Read ${source.text} ${part.label}`}>
                  {part.label}
                </a>
              ) : (
                part.label
              )}
            </span>
          ))
        : source.ref}
      {source.note && <span className="sources__note"> ({source.note})</span>}
    </>
  );
}
