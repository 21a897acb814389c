import type { VerseDocument } from '@shastra/content/texts/documents';
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { Paragraphs } from '../../components/Paragraphs.tsx';
import { testIds } from '../../testIds.ts';
import { keepStopsWithWords } from '../../text.ts';

export interface VerseData {
  verse: VerseDocument;
  /** The locator of this page, as in its URL ("1.73-75"). */
  locator: string;
}

/** Where the edition prints a verse, when its number there differs from the locator. */
function EditionPlace({ entry }: { entry: VerseDocument['verses'][number] }) {
  const place =
    entry.printed === 'none'
      ? 'Unnumbered in the edition.'
      : entry.printed
        ? `Printed as ${entry.printed} in the edition.`
        : entry.printed_counted &&
          `Printed as ${entry.printed_counted} in the edition, by our count of the e-text’s verses.`;
  return place ? <p className="verse__printed">{place}</p> : null;
}

/**
 * A verse, or a range of verses: the original in Devanagari and in IAST (the visitor's script
 * choice shows one or both), our translation, our notes, the neighbours and the pages citing it.
 */
export function VersePage({ data: { verse } }: { data: VerseData }) {
  const { text } = verse;
  const ranged = verse.verses.length > 1;
  // Under a range each verse has its own heading, and its parts go one level below it.
  const Label = ranged ? 'h3' : 'h2';
  return (
    <article className="verse container" aria-labelledby="verse-title" data-testid={testIds.versePage}>
      <Breadcrumb
        crumbs={[
          { label: 'The texts', to: FIXED_PAGES.texts },
          { label: text.short_title, to: pagePath.text(text.id) },
          { label: verse.label },
        ]}
      />
      <h1 id="verse-title">
        {text.short_title} <span className="verse__locator">{verse.label}</span>
      </h1>
      <p className="verse__text-title">
        <span lang="sa">{text.title_deva}</span>
      </p>
      {verse.verses.map((entry) => (
        <section
          key={entry.ref}
          className="verse__entry"
          aria-labelledby={ranged ? `v-${entry.ref}` : undefined}
          data-testid={testIds.verseEntry}
        >
          {ranged && (
            <h2 id={`v-${entry.ref}`} className="verse__ref">
              <a href={pagePath.verse(text.id, entry.ref)}>{entry.ref}</a>
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
            <Label className="verse__label">Translation</Label>
            <Paragraphs text={entry.en} />
          </div>
          {entry.note && (
            <div className="verse__note">
              <Label className="verse__label">Note</Label>
              <Paragraphs text={entry.note} />
            </div>
          )}
        </section>
      ))}
      <nav className="verse__pager" aria-label="Verses">
        {verse.previous ? (
          <a href={pagePath.verse(text.id, verse.previous.locator)} rel="prev">
            ← {verse.previous.locator}
          </a>
        ) : (
          <span />
        )}
        <a href={pagePath.text(text.id)}>All verses</a>
        {verse.next ? (
          <a href={pagePath.verse(text.id, verse.next.locator)} rel="next">
            {verse.next.locator} →
          </a>
        ) : (
          <span />
        )}
      </nav>
      <section className="verse__cited" aria-labelledby="cited-title" data-testid={testIds.citedOn}>
        <h2 id="cited-title">Cited on</h2>
        {verse.cited_on.length === 0 ? (
          <p>No page of the site cites {ranged ? 'these verses' : 'this verse'} yet.</p>
        ) : (
          <ul>
            {verse.cited_on.map((page) => (
              <li key={page.path}>
                <a href={page.path}>{page.title}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="verse__credit">
        The original follows the edition described on the <a href={pagePath.text(text.id)}>{text.short_title}</a> page.
        The translation and notes are Shastra&rsquo;s own.
      </p>
    </article>
  );
}
