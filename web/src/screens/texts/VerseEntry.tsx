import type { ReactNode } from 'react';
import type { VerseDocument } from '@shastra/content/texts/documents';
import { Paragraphs } from '../../components/Paragraphs.tsx';
import { fill } from '../../i18n/format.ts';
import { useLocale, useMessages } from '../../i18n/I18n.tsx';
import { testIds } from '../../testIds.ts';
import { keepStopsWithWords } from '../../text.ts';

type Entry = VerseDocument['verses'][number];

/** Where the edition prints a verse, when its number there differs from the locator. */
function EditionPlace({ entry }: { entry: Entry }) {
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
 * One verse as the verse and chapter pages show it: where the edition prints it, the original in
 * Devanagari and IAST (the visitor's script choice shows one or both), our translation and our
 * note. `heading` is the verse's own heading where several share a page; its parts then go one
 * level below it. The notes are English in every edition (docs/translation.md), so elsewhere they
 * say so, in the note's heading and with `lang`.
 */
export function VerseEntry({
  entry,
  heading,
  id,
  className,
}: {
  entry: Entry;
  heading?: ReactNode;
  /** The element's id, the target of a link to the verse in its chapter. */
  id?: string;
  className?: string;
}) {
  const t = useMessages('texts');
  const locale = useLocale();
  const Label = heading ? 'h3' : 'h2';
  const headingId = `h-${entry.ref}`;
  return (
    <section
      id={id}
      className={className ? `verse__entry ${className}` : 'verse__entry'}
      aria-labelledby={heading ? headingId : undefined}
      data-testid={testIds.verseEntry}
    >
      {heading && (
        <h2 id={headingId} className="verse__ref">
          {heading}
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
  );
}
