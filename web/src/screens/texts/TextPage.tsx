import type { TextDocument } from '@shastra/content/texts/documents';
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { testIds } from '../../testIds.ts';

export interface TextData {
  text: TextDocument;
}

/**
 * One text: what it is, the edition we follow, and the verses we hold, by chapter. The scholar's
 * apparatus (the e-text read, the date's source, the licence, the citation scheme) is folded under
 * "About this edition": it matters to whoever checks our work, and reads as noise to everyone else.
 */
export function TextPage({ data: { text } }: { data: TextData }) {
  const chapters = new Map<string, TextDocument['contents']>();
  for (const entry of text.contents) {
    const chapter = entry.ref.split('.').slice(0, -1).join('.') || '';
    chapters.set(chapter, [...(chapters.get(chapter) ?? []), entry]);
  }
  const chapterLevel = text.scheme.levels.at(-2);
  const editions = [text.edition, ...(text.other_editions ?? [])];
  return (
    <article className="text container" aria-labelledby="text-title" data-testid={testIds.textPage}>
      <Breadcrumb crumbs={[{ label: 'The texts', to: FIXED_PAGES.texts }, { label: text.short_title }]} />
      <h1 id="text-title">{text.title}</h1>
      {text.title_deva && (
        <p className="text__deva" lang="sa">
          {text.title_deva}
        </p>
      )}
      <dl className="text__facts">
        <dt>Author</dt>
        <dd>{text.author}</dd>
        <dt>Date</dt>
        <dd>{text.date.text}</dd>
        <dt>What it covers</dt>
        <dd>{text.covers}</dd>
        <dt>What this site draws from it</dt>
        <dd>{text.site_draws}</dd>
        <dt>{editions.length > 1 ? 'Editions we follow' : 'Edition we follow'}</dt>
        <dd>
          {editions.length > 1 ? (
            <ul className="text__editions">
              {editions.map((edition) => (
                <li key={edition.title}>
                  <strong>{edition.part}:</strong> <Edition edition={edition} />
                </li>
              ))}
            </ul>
          ) : (
            <Edition edition={text.edition} />
          )}
        </dd>
      </dl>
      <details className="text__about">
        <summary>About this edition</summary>
        <p>
          We translate from the printed {editions.length > 1 ? 'editions' : 'edition'} named above. These notes say
          where we read the text, so anyone can check our work against it.
        </p>
        <dl className="text__facts">
          <dt>Where we read the text</dt>
          <dd>
            {editions.map((edition) => (
              <p key={edition.title} className="text__source">
                {editions.length > 1 && <strong>{edition.part}: </strong>}
                {edition.read_at}
              </p>
            ))}
          </dd>
          <dt>Where the date comes from</dt>
          <dd>{text.date.source}</dd>
          <dt>Licence of the original</dt>
          <dd>{text.licence}</dd>
          <dt>How a place is cited</dt>
          <dd>
            {text.scheme.levels.join('.')}
            {text.scheme.note && <span className="text__source"> {text.scheme.note}</span>}
          </dd>
        </dl>
      </details>
      <section aria-labelledby="contents-title">
        <h2 id="contents-title">Verses on this site</h2>
        {text.contents.length === 0 ? (
          <p>We hold no verse of this text yet: its citations name it without opening a verse.</p>
        ) : text.complete ? (
          <p>The whole text is here: all {text.contents.length} verses, each with our translation.</p>
        ) : null}
        {text.contents.length > 0 && (
          <ol className="text__contents">
            {[...chapters].map(([chapter, entries]) => (
              <li key={chapter}>
                {chapter && (
                  <span className="text__chapter">
                    {chapterLevel ? `${chapterLevel} ` : ''}
                    {chapter}
                  </span>
                )}
                <ul>
                  {entries.map((entry) => (
                    <li key={entry.ref}>
                      <a href={pagePath.verse(text.id, entry.ref)}>{entry.ref.split('.').at(-1)}</a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}

/** A print: title, editor, publisher and year (where we read it is under "About this edition"). */
function Edition({ edition }: { edition: TextDocument['edition'] }) {
  return (
    <>
      <cite>{edition.title}</cite>, {edition.editor}; {edition.publisher}, {edition.year}.
    </>
  );
}
