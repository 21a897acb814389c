import type { TextDocument } from '@shastra/content/texts/documents';
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { fill, plural } from '../../i18n/format.ts';
import { useLocale, useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { testIds } from '../../testIds.ts';
import { chapterOf } from '@shastra/content/texts/chapters';
import { readableLocator } from '@shastra/content/texts/locator';
import { levelName } from './levels.ts';

export interface TextData {
  text: TextDocument;
}

/**
 * One text: what it is, the edition we follow, and the verses we hold, by chapter. The scholar's
 * apparatus (the e-text read, the date's source, the licence, the citation scheme) is folded under
 * "About this edition": it matters to whoever checks our work, and reads as noise to everyone else.
 */
export function TextPage({ data: { text } }: { data: TextData }) {
  const t = useMessages('texts');
  const locale = useLocale();
  const toLocale = useLocalePath();
  // The bibliographic records (where we read the text, the date's source, the licence) are kept
  // in English in every edition (docs/translation.md).
  const english = locale === 'en' ? undefined : 'en';
  const chapters = new Map<string, TextDocument['contents']>();
  const levels = text.scheme.levels.length;
  for (const entry of text.contents) {
    const chapter = chapterOf(entry.ref, levels);
    chapters.set(chapter, [...(chapters.get(chapter) ?? []), entry]);
  }
  const chapterLevel = text.scheme.levels.at(-2);
  const chapterLabel = chapterLevel && levelName(t, chapterLevel);
  const editions = [text.edition, ...(text.other_editions ?? [])];
  return (
    <article className="text container" aria-labelledby="text-title" data-testid={testIds.textPage}>
      <Breadcrumb crumbs={[{ label: t.title, to: FIXED_PAGES.texts }, { label: text.short_title }]} />
      <h1 id="text-title">{text.title}</h1>
      {/* A Hindi title is often the Sanskrit one (महाभारत): it is not said twice. */}
      {text.title_deva && text.title_deva !== text.title && (
        <p className="text__deva" lang="sa">
          {text.title_deva}
        </p>
      )}
      <dl className="text__facts">
        <dt>{t.author}</dt>
        <dd>{text.author}</dd>
        <dt>{t.date}</dt>
        <dd>{text.date.text}</dd>
        <dt>{t.covers}</dt>
        <dd>{text.covers}</dd>
        <dt>{t.siteDraws}</dt>
        <dd>{text.site_draws}</dd>
        <dt>{plural(locale, t.editionsWeFollow, editions.length)}</dt>
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
        <summary>{t.aboutEdition}</summary>
        <p>{plural(locale, t.aboutEditionText, editions.length)}</p>
        <dl className="text__facts">
          <dt>{t.readAt}</dt>
          <dd>
            {editions.map((edition) => (
              <p key={edition.title} className="text__source">
                {editions.length > 1 && <strong>{edition.part}: </strong>}
                <span lang={english}>{edition.read_at}</span>
              </p>
            ))}
          </dd>
          <dt>{t.dateSource}</dt>
          <dd lang={english}>{text.date.source}</dd>
          <dt>{t.licence}</dt>
          <dd lang={english}>{text.licence}</dd>
          <dt>{t.citeScheme}</dt>
          <dd>
            {text.scheme.levels.map((level) => levelName(t, level)).join('.')}
            {text.scheme.note && <span className="text__source"> {text.scheme.note}</span>}
          </dd>
        </dl>
      </details>
      <section aria-labelledby="contents-title">
        <h2 id="contents-title">{t.versesOnSite}</h2>
        {text.contents.length === 0 ? (
          <p>{t.noVerses}</p>
        ) : text.complete ? (
          <p>{plural(locale, t.complete, text.contents.length)}</p>
        ) : null}
        {text.contents.length > 0 && <GoToVerse textId={text.id} example={text.contents[0]?.ref ?? ''} />}
        {text.contents.length > 0 && (
          <ol className="text__contents">
            {[...chapters].map(([chapter, entries]) => (
              <li key={chapter}>
                {chapter && (
                  <a className="text__chapter" href={toLocale(pagePath.chapter(text.id, chapter))}>
                    {chapterLabel
                      ? fill(t.chapterHeading, {
                          level: chapterLabel,
                          chapter: readableLocator(chapter, text.scheme.part_names),
                        })
                      : chapter}
                  </a>
                )}
                <ul>
                  {entries.map((entry) => (
                    <li key={entry.ref}>
                      <a href={toLocale(pagePath.verse(text.id, entry.ref))}>
                        {chapter ? entry.ref.slice(chapter.length + 1) : entry.ref}
                      </a>
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
/** A printed edition, as a bibliography writes it: in English in every edition of the site. */
function Edition({ edition }: { edition: TextDocument['edition'] }) {
  const english = useLocale() === 'en' ? undefined : 'en';
  return (
    <span lang={english}>
      <cite>{edition.title}</cite>, {edition.editor}; {edition.publisher}, {edition.year}.
    </span>
  );
}

/**
 * A box that opens a verse by its locator ("7.33.12"): a plain form the server answers with a
 * redirect (server/src/pages/goToVerse.ts), so it works without a script.
 */
function GoToVerse({ textId, example }: { textId: string; example: string }) {
  const t = useMessages('texts');
  const toLocale = useLocalePath();
  return (
    <form className="text__goto" action={toLocale(pagePath.text(textId))} method="get">
      <label htmlFor="goto-verse">{t.goToVerse}</label>
      <input
        id="goto-verse"
        name="v"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        required
        placeholder={fill(t.goToVerseHint, { example })}
      />
      <button className="button button--primary" type="submit">
        {t.goToVerseButton}
      </button>
    </form>
  );
}
