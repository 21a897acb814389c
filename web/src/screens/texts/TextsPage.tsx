import type { TextSummary } from '@shastra/content/texts/documents';
import { TEXT_GROUPS } from '@shastra/content/texts/groups';
import { pagePath } from '@shastra/content/contract/pages';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { fill, plural } from '../../i18n/format.ts';
import { useLocale, useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import type { Messages } from '../../i18n/messages/types.ts';
import type { Locale } from '@shastra/content/contract/locales';
import { useSite } from '../../siteConfig.ts';
import { testIds } from '../../testIds.ts';

export interface TextsData {
  texts: TextSummary[];
}

/**
 * Every text the site cites, in groups a newcomer can walk into (the Veda, the epics, the purāṇas,
 * the śāstras and sūtras, later works, modern studies), each group with a line on what it holds
 * and each text with a link to start reading where the site holds its verses.
 */
export function TextsPage({ data: { texts } }: { data: TextsData }) {
  const t = useMessages('texts');
  const site = useSite();
  return (
    <article className="texts container" aria-labelledby="texts-title" data-testid={testIds.textsPage}>
      <Breadcrumb crumbs={[{ label: t.title }]} />
      <h1 id="texts-title">{t.title}</h1>
      <p className="texts__intro">{fill(t.intro, { siteName: site.name })}</p>
      {TEXT_GROUPS.map((group) => {
        const members = texts.filter((text) => text.group === group);
        return members.length === 0 ? null : (
          <section key={group} className="texts__group" aria-labelledby={`group-${group}`}>
            <h2 id={`group-${group}`}>{t.groups[group].name}</h2>
            <p className="texts__about">{t.groups[group].about}</p>
            <TextList texts={members} />
          </section>
        );
      })}
    </article>
  );
}

function metaLine(text: TextSummary, t: Messages['texts'], locale: Locale) {
  if (text.kind === 'secondary') return t.modernWork;
  if (text.verse_count === 0) return t.noVersesYet;
  return plural(locale, t.verseCount, text.verse_count);
}

function TextList({ texts }: { texts: TextSummary[] }) {
  const t = useMessages('texts');
  const locale = useLocale();
  const toLocale = useLocalePath();
  return (
    <ul className="texts__list">
      {texts.map((text) => (
        <li key={text.id}>
          <a href={toLocale(pagePath.text(text.id))} className="texts__title">
            {text.title}
          </a>{' '}
          {/* A Hindi title is often the Sanskrit one (महाभारत): it is not said twice. */}
          {text.title_deva && text.title_deva !== text.title && (
            <span className="texts__deva" lang="sa">
              {text.title_deva}
            </span>
          )}
          <span className="texts__meta">
            {fill(t.listLine, { author: text.author, line: metaLine(text, t, locale) })}
          </span>
          {text.start !== undefined && (
            <a className="texts__start" href={toLocale(pagePath.verse(text.id, text.start))}>
              {t.startReading} <span className="visually-hidden">{text.title}</span> →
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
