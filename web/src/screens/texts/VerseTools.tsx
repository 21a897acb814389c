import type { VerseDocument } from '@shastra/content/texts/documents';
import { localePath } from '@shastra/content/contract/locales';
import { pagePath } from '@shastra/content/contract/pages';
import { useLocale, useMessages } from '../../i18n/I18n.tsx';
import { Island } from '../../islands/Island.tsx';
import { useSite } from '../../siteConfig.ts';
import { testIds } from '../../testIds.ts';
import { CITATION_FORMATS, citeVerse } from './citeVerse.ts';
import VerseActions from './VerseActions.island.tsx';

/**
 * Taking a verse (a range, a chapter) away: copy and share (VerseActions), links to share it where
 * the device has no share sheet, and its citation in four forms, which are HTML and read without a
 * script.
 */
export function VerseTools({
  text,
  label,
  locator,
  verses,
}: {
  text: VerseDocument['text'];
  /** How the page names its verses: "Mahābhārata 7.33.12", "Mahābhārata 7.166". */
  label: string;
  /** The page's locator: a verse, a range or a chapter. */
  locator: string;
  verses: VerseDocument['verses'];
}) {
  const t = useMessages('verseTools');
  const locale = useLocale();
  const site = useSite();
  const url = `${site.site_url}${localePath(locale, pagePath.verse(text.id, locator))}`;
  const cited = citeVerse({
    label,
    textId: text.id,
    locator,
    edition: text.edition,
    siteName: site.name,
    url,
    locale,
  });
  const summary = `${label}: ${verses[0]?.en ?? ''}`;
  const shareLinks = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${summary} ${url}`)}` },
    {
      name: 'X',
      href: `https://x.com/intent/post?text=${encodeURIComponent(label)}&url=${encodeURIComponent(url)}`,
    },
    {
      name: t.email,
      href: `mailto:?subject=${encodeURIComponent(label)}&body=${encodeURIComponent(`${summary}\n\n${url}`)}`,
    },
  ];
  return (
    <section className="verse-tools" aria-labelledby="verse-tools-title" data-testid={testIds.verseTools}>
      <h2 id="verse-tools-title">{t.heading}</h2>
      <Island
        name="VerseActions"
        component={VerseActions}
        props={{
          reference: label,
          url,
          summary: verses[0]?.en ?? label,
          path: localePath(locale, pagePath.verse(text.id, locator)),
        }}
        hydrate="visible"
        messages={['verseTools', 'saved']}
      />
      <ul className="verse-tools__share" aria-label={t.shareOn}>
        {shareLinks.map((link) => (
          <li key={link.name}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
      <details className="verse-tools__cite">
        <summary>{t.cite}</summary>
        <p>{t.citeIntro}</p>
        {CITATION_FORMATS.map(({ format, name }) => (
          <div key={format} className="verse-tools__format">
            <h3>{name}</h3>
            <pre lang="en" data-testid={`cite-${format}`}>
              {cited[format]}
            </pre>
          </div>
        ))}
      </details>
    </section>
  );
}
