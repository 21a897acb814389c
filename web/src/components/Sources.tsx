import type { Source } from '@shastra/content/schema';
import { useMessages } from '../i18n/I18n.tsx';
import { testIds } from '../testIds.ts';
import { Citation } from './Citation.tsx';

/**
 * The citations of what a page shows (text, chapter, verse), de-duplicated, with a stable anchor.
 * A verse or range the site holds links to its verse page (the build adds the `parts`).
 */
export function Sources({ sources }: { sources: Source[] }) {
  const t = useMessages('common');
  const unique = [...new Map(sources.map((s) => [`${s.text}|${s.ref}|${s.note ?? ''}`, s])).values()];
  if (unique.length === 0) return null;
  return (
    <section className="sources" id="sources" aria-labelledby="sources-title" data-testid={testIds.sources}>
      <h2 id="sources-title">{t.sources}</h2>
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
