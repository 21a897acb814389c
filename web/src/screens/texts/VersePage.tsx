import type { VerseDocument } from '@shastra/content/texts/documents';
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { readableLocator } from '@shastra/content/texts/locator';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { fill, plural } from '../../i18n/format.ts';
import { useLocale, useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { RichText } from '../../i18n/RichText.tsx';
import { useSite } from '../../siteConfig.ts';
import { testIds } from '../../testIds.ts';
import { chapterLevelName, runList } from './levels.ts';
import { VerseEntry } from './VerseEntry.tsx';
import { VerseTools } from './VerseTools.tsx';

export interface VerseData {
  verse: VerseDocument;
  /** The locator of this page, as in its URL ("1.73-75"). */
  locator: string;
}

/**
 * A verse, or a range of verses (VerseEntry): the original, our translation and notes; the
 * verses of a range the site does not hold; a link to the verse in its chapter; the verses held
 * before and after, saying when they are not the text's very next ones; the pages citing it.
 * In the Hindi edition `en` holds our Hindi translation.
 */
export function VersePage({ data: { verse, locator } }: { data: VerseData }) {
  const t = useMessages('texts');
  const locale = useLocale();
  const toLocale = useLocalePath();
  const site = useSite();
  const { text } = verse;
  // Under a range each verse has its own heading, and its parts go one level below it.
  const ranged = verse.verses.length > 1;
  const chapterLevel = chapterLevelName(t, text.scheme.levels);
  return (
    <article className="verse container" aria-labelledby="verse-title" data-testid={testIds.versePage}>
      <Breadcrumb
        crumbs={[
          { label: t.title, to: FIXED_PAGES.texts },
          { label: text.short_title, to: pagePath.text(text.id) },
          { label: verse.label },
        ]}
      />
      <h1 id="verse-title">
        {text.short_title} <span className="verse__locator">{verse.label}</span>
      </h1>
      {/* A Hindi title is often the Sanskrit one (महाभारत): it is not said twice. */}
      {text.title_deva !== text.short_title && (
        <p className="verse__text-title">
          <span lang="sa">{text.title_deva}</span>
        </p>
      )}
      {/* A range says first which of its verses the site does not hold. */}
      {verse.not_held.length > 0 && (
        <p className="verse__gap" data-testid={testIds.verseGap}>
          {fill(t.rangeNotHeld, { list: runList(verse.not_held) })}
        </p>
      )}
      <SentenceNote edge={verse.sentence_before} side="before" textId={text.id} />
      {verse.verses.map((entry) => (
        <VerseEntry
          key={entry.ref}
          entry={entry}
          heading={ranged ? <a href={toLocale(pagePath.verse(text.id, entry.ref))}>{entry.ref}</a> : undefined}
        />
      ))}
      <SentenceNote edge={verse.sentence_after} side="after" textId={text.id} />
      <VerseTools text={text} label={`${text.short_title} ${verse.label}`} locator={locator} verses={verse.verses} />
      {verse.chapter !== undefined && chapterLevel && (
        <p className="verse__chapter-link">
          <a href={toLocale(pagePath.verseInChapter(text.id, verse.chapter, verse.verses[0]?.ref ?? ''))}>
            {fill(t.readInChapter, {
              level: chapterLevel,
              chapter: readableLocator(verse.chapter, text.scheme.part_names),
            })}
          </a>
        </p>
      )}
      <NeighbourGap neighbour={verse.previous} side="before" level={chapterLevel} />
      <NeighbourGap neighbour={verse.next} side="after" level={chapterLevel} />
      <nav className="verse__pager" aria-label={t.pagerLabel} data-testid={testIds.versePager}>
        {verse.previous ? (
          <a href={toLocale(pagePath.verse(text.id, verse.previous.locator))} rel="prev">
            ← {fill(t.previousVerse, { locator: readableLocator(verse.previous.locator, text.scheme.part_names) })}
          </a>
        ) : (
          <span />
        )}
        <a href={toLocale(pagePath.text(text.id))}>{t.allVerses}</a>
        {verse.next ? (
          <a href={toLocale(pagePath.verse(text.id, verse.next.locator))} rel="next">
            {fill(t.nextVerse, { locator: readableLocator(verse.next.locator, text.scheme.part_names) })} →
          </a>
        ) : (
          <span />
        )}
      </nav>
      <section className="verse__cited" aria-labelledby="cited-title" data-testid={testIds.citedOn}>
        <h2 id="cited-title">{t.citedOn}</h2>
        {verse.cited_on.length === 0 ? (
          <p>{plural(locale, t.notCited, verse.verses.length)}</p>
        ) : (
          <ul>
            {verse.cited_on.map((page) => (
              <li key={page.path}>
                <a href={toLocale(page.path)}>{page.title}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="verse__credit">
        <RichText
          template={fill(t.credit, { siteName: site.name })}
          tags={{ link: () => <a href={toLocale(pagePath.text(text.id))}>{text.short_title}</a> }}
        />
      </p>
    </article>
  );
}

/** Says what lies between a page's verses and the neighbour the pager opens, when it is not the next verse. */
function NeighbourGap({
  neighbour,
  side,
  level,
}: {
  neighbour: VerseDocument['previous'];
  side: 'before' | 'after';
  level: string | undefined;
}) {
  const t = useMessages('texts');
  if (!neighbour || neighbour.follows) return null;
  const { missing } = neighbour;
  const text = missing
    ? missing.first === missing.last
      ? fill(t.missingOne, { first: missing.first })
      : fill(t.missingRun, { first: missing.first, last: missing.last })
    : level &&
      fill(side === 'before' ? t.otherChapterBefore : t.otherChapterAfter, { locator: neighbour.locator, level });
  return text ? (
    <p className="verse__gap" data-testid={testIds.verseGap}>
      {text}
    </p>
  ) : null;
}

/** Says that the sentence runs past the verse, and links the verse it runs into when the site holds it. */
function SentenceNote({
  edge,
  side,
  textId,
}: {
  edge: VerseDocument['sentence_before'];
  side: 'before' | 'after';
  textId: string;
}) {
  const t = useMessages('texts');
  const toLocale = useLocalePath();
  if (!edge) return null;
  const { ref } = edge;
  const [linked, notHeld] =
    side === 'before' ? [t.sentenceBefore, t.sentenceBeforeNotHeld] : [t.sentenceAfter, t.sentenceAfterNotHeld];
  return (
    <p className="verse__sentence" data-testid={testIds.verseSentence}>
      {ref === undefined ? (
        t.sentenceBeforeUnnumbered
      ) : edge.held ? (
        <RichText
          template={fill(linked, { ref })}
          tags={{ v: (label) => <a href={toLocale(pagePath.verse(textId, ref))}>{label}</a> }}
        />
      ) : (
        fill(notHeld, { ref })
      )}
    </p>
  );
}
