import type { ChapterDocument } from '@shastra/content/texts/documents';
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { readableLocator } from '@shastra/content/texts/locator';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { fill, formatNumber, plural } from '../../i18n/format.ts';
import { useLocale, useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { testIds } from '../../testIds.ts';
import { chapterLevelName, runList } from './levels.ts';
import { VerseEntry } from './VerseEntry.tsx';
import { VerseTools } from './VerseTools.tsx';

export interface ChapterData {
  chapter: ChapterDocument;
}

/**
 * A chapter to read: every verse of it the site holds, in the edition's order, each with its
 * original, translation and note, and a link to its own page. A verse some page cites is marked;
 * the one a link names (`#v7.33.12`, from its verse page) is highlighted by `:target`, so it
 * needs no script. Where the site does not hold the whole chapter, the page says which verses it
 * leaves out.
 */
export function ChapterPage({ data: { chapter } }: { data: ChapterData }) {
  const t = useMessages('texts');
  const locale = useLocale();
  const toLocale = useLocalePath();
  const { text } = chapter;
  const level = chapterLevelName(t, text.scheme.levels) ?? '';
  // "chapter 7.166", as the text page heads its chapters.
  const readable = (ref: string) => readableLocator(ref, text.scheme.part_names);
  const heading = (id: string) => fill(t.chapterHeading, { level, chapter: readable(id) });
  const cited = new Set(chapter.cited);
  const last = chapter.verses.at(-1)?.ref.split('*')[0]?.split('.').at(-1) ?? '';
  const title = fill(t.chapterTitle, { title: text.short_title, level, chapter: readable(chapter.chapter) });
  return (
    <article className="verse chapter container" aria-labelledby="chapter-title" data-testid={testIds.chapterPage}>
      <Breadcrumb
        crumbs={[
          { label: t.title, to: FIXED_PAGES.texts },
          { label: text.short_title, to: pagePath.text(text.id) },
          { label: heading(chapter.chapter) },
        ]}
      />
      <h1 id="chapter-title">{title}</h1>
      {text.title_deva !== text.short_title && (
        <p className="verse__text-title">
          <span lang="sa">{text.title_deva}</span>
        </p>
      )}
      <p className="chapter__held">
        {plural(locale, chapter.whole ? t.chapterWhole : t.chapterHeld, chapter.verses.length, { level })}{' '}
        {!chapter.whole &&
          (chapter.length !== undefined
            ? fill(t.chapterNotHeldOf, {
                list: runList(chapter.not_held, true),
                length: formatNumber(locale, chapter.length),
              })
            : chapter.not_held.length > 0
              ? fill(t.chapterNotHeld, { list: runList(chapter.not_held, true), last })
              : fill(t.chapterNotHeldAfter, { last }))}
      </p>
      {chapter.verses.map((entry) => (
        <VerseEntry
          key={entry.ref}
          id={`v${entry.ref}`}
          className={cited.has(entry.ref) ? 'chapter__verse chapter__verse--cited' : 'chapter__verse'}
          entry={entry}
          heading={
            <>
              <a
                href={toLocale(pagePath.verse(text.id, entry.ref))}
                aria-label={`${t.openVerse} ${readable(entry.ref)}`}
              >
                {readable(entry.ref)}
              </a>
              {cited.has(entry.ref) && <span className="chapter__cited">{t.citedMark}</span>}
            </>
          }
        />
      ))}
      <VerseTools
        text={text}
        label={`${text.short_title} ${readable(chapter.chapter)}`}
        locator={chapter.chapter}
        verses={chapter.verses}
      />
      <nav className="verse__pager" aria-label={t.chapterPagerLabel}>
        {chapter.previous ? (
          <a href={toLocale(pagePath.chapter(text.id, chapter.previous.chapter))} rel="prev">
            ← {heading(chapter.previous.chapter)}
          </a>
        ) : (
          <span />
        )}
        <a href={toLocale(pagePath.text(text.id))}>{t.allVerses}</a>
        {chapter.next ? (
          <a href={toLocale(pagePath.chapter(text.id, chapter.next.chapter))} rel="next">
            {heading(chapter.next.chapter)} →
          </a>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}
