import type { VerseDocument } from '@shastra/content/texts/documents';
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { Paragraphs } from '../../components/Paragraphs.tsx';
import { fill, plural } from '../../i18n/format.ts';
import { useLocale, useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { RichText } from '../../i18n/RichText.tsx';
import { useSite } from '../../siteConfig.ts';
import { testIds } from '../../testIds.ts';
import { keepStopsWithWords } from '../../text.ts';

export interface VerseData {
  verse: VerseDocument;
  /** The locator of this page, as in its URL ("1.73-75"). */
  locator: string;
}

/** Where the edition prints a verse, when its number there differs from the locator. */
function EditionPlace({ entry }: { entry: VerseDocument['verses'][number] }) {
  const t = useMessages('texts');
  const place =
    entry.printed === 'none'
      ? t.unnumbered
      : entry.printed
        ? fill(t.printedAs, { printed: entry.printed })
        : entry.printed_counted && fill(t.printedAsCounted, { printed: entry.printed_counted });
  return place ? <p className="verse__printed">{place}</p> : null;
}

/**
 * A verse, or a range of verses: the original in Devanagari and in IAST (the visitor's script
 * choice shows one or both), our translation, our notes, the neighbours and the pages citing it.
 * In the Hindi edition `en` holds our Hindi translation; the notes are English in every edition
 * (docs/translation.md), so elsewhere they say so with `lang`.
 */
export function VersePage({ data: { verse } }: { data: VerseData }) {
  const t = useMessages('texts');
  const locale = useLocale();
  const toLocale = useLocalePath();
  const site = useSite();
  const { text } = verse;
  const ranged = verse.verses.length > 1;
  // Under a range each verse has its own heading, and its parts go one level below it.
  const Label = ranged ? 'h3' : 'h2';
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
      {verse.verses.map((entry) => (
        <section
          key={entry.ref}
          className="verse__entry"
          aria-labelledby={ranged ? `v-${entry.ref}` : undefined}
          data-testid={testIds.verseEntry}
        >
          {ranged && (
            <h2 id={`v-${entry.ref}`} className="verse__ref">
              <a href={toLocale(pagePath.verse(text.id, entry.ref))}>{entry.ref}</a>
            </h2>
          )}
          <EditionPlace entry={entry} />
          <blockquote className="verse__original">
            <p className="script-deva verse__sa" lang="sa">
              {keepStopsWithWords(entry.sa)}
            </p>
            <p className="script-latn verse__iast" lang="sa-Latn">
              {keepStopsWithWords(entry.sa_iast)}
            </p>
          </blockquote>
          <div className="verse__translation">
            <Label className="verse__label">{t.translation}</Label>
            <Paragraphs text={entry.en} />
          </div>
          {entry.note && (
            <div className="verse__note">
              <Label className="verse__label">{t.note}</Label>
              {locale === 'en' ? (
                <Paragraphs text={entry.note} />
              ) : (
                <div lang="en">
                  <Paragraphs text={entry.note} />
                </div>
              )}
            </div>
          )}
        </section>
      ))}
      <nav className="verse__pager" aria-label={t.pagerLabel}>
        {verse.previous ? (
          <a href={toLocale(pagePath.verse(text.id, verse.previous.locator))} rel="prev">
            ← {verse.previous.locator}
          </a>
        ) : (
          <span />
        )}
        <a href={toLocale(pagePath.text(text.id))}>{t.allVerses}</a>
        {verse.next ? (
          <a href={toLocale(pagePath.verse(text.id, verse.next.locator))} rel="next">
            {verse.next.locator} →
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
