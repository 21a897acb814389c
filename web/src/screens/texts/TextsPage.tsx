import type { TextSummary } from '@shastra/content/texts/documents';
import { pagePath } from '@shastra/content/contract/pages';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { testIds } from '../../testIds.ts';

export interface TextsData {
  texts: TextSummary[];
}

/** Every text the site cites, the primary texts first. */
export function TextsPage({ data: { texts } }: { data: TextsData }) {
  const primary = texts.filter((text) => text.kind === 'primary');
  const secondary = texts.filter((text) => text.kind === 'secondary');
  return (
    <article className="texts container" aria-labelledby="texts-title" data-testid={testIds.textsPage}>
      <Breadcrumb crumbs={[{ label: 'The texts' }]} />
      <h1 id="texts-title">The texts</h1>
      <p className="texts__intro">
        Every fact on Shastra names the text it comes from. These are those texts: for each, the printed edition whose
        numbering we follow and where we read it, and every verse we cite, in the original with our own English
        translation.
      </p>
      <TextList texts={primary} />
      {secondary.length > 0 && (
        <>
          <h2>Modern works</h2>
          <TextList texts={secondary} />
        </>
      )}
    </article>
  );
}

function metaLine(text: TextSummary) {
  if (text.kind === 'secondary') return 'A modern work the site cites.';
  if (text.verse_count === 0) return 'Cited by the site; none of its verses is on the site yet.';
  return `${text.verse_count === 1 ? '1 verse' : `${text.verse_count} verses`} on this site.`;
}

function TextList({ texts }: { texts: TextSummary[] }) {
  return (
    <ul className="texts__list">
      {texts.map((text) => (
        <li key={text.id}>
          <a href={pagePath.text(text.id)} className="texts__title">
            {text.title}
          </a>{' '}
          {text.title_deva && (
            <span className="texts__deva" lang="sa">
              {text.title_deva}
            </span>
          )}
          <span className="texts__meta">
            {text.author}. {metaLine(text)}
          </span>
        </li>
      ))}
    </ul>
  );
}
