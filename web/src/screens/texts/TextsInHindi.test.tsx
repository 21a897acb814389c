/**
 * The texts' pages in both editions: the English strings stay as they were, the Hindi pages say
 * everything in Hindi (the notes, English in every edition, marked so), link only to Hindi pages
 * and name every level of a locator in Hindi.
 */
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '@shastra/content';
import type { Locale } from '@shastra/content/contract/locales';
import { documentKey } from '@shastra/content/contract/paths';
import { buildDocuments } from '@shastra/content/documents';
import type { TextDocument, TextSummary, VerseDocument } from '@shastra/content/texts/documents';
import { catalogs } from '../../i18n/catalog.ts';
import { formatNumber } from '../../i18n/format.ts';
import { SiteContext } from '../../siteConfig.ts';
import { renderAsPage } from '../../test/renderAsPage.tsx';
import { levelKey } from './levels.ts';
import { TextPage } from './TextPage.tsx';
import { TextsPage } from './TextsPage.tsx';
import { VersePage } from './VersePage.tsx';

const corpora = { en: loadCorpus(), hi: loadCorpus(undefined, 'hi') };
const editions = { en: buildDocuments(corpora.en), hi: buildDocuments(corpora.hi) };

const render = (ui: ReactNode, locale: Locale) =>
  renderAsPage(<SiteContext value={corpora[locale].site}>{ui}</SiteContext>, locale);

const verse = (locale: Locale, textId: string, locator: string) =>
  editions[locale].get(documentKey('verse', { textId, locator })) as VerseDocument;

describe('a verse page', () => {
  it('in English, as before', async () => {
    await render(<VersePage data={{ verse: verse('en', 'mahabharata', '1.2.23'), locator: '1.2.23' }} />, 'en');
    const entry = screen.getByText('Printed as 1.2.27 in the edition.').closest('section') as HTMLElement;
    expect(within(entry).getByRole('heading', { name: 'Translation' })).toBeInTheDocument();
    expect(within(entry).getByRole('heading', { name: 'Note' })).toBeInTheDocument();
    expect(document.querySelector('.verse__credit')).toHaveTextContent(
      'The original follows the edition described on the Mahābhārata page. The translation and notes are Shastra’s own.',
    );
    expect(screen.getByRole('link', { name: 'All verses' })).toHaveAttribute('href', '/texts/mahabharata');
  });

  it('in Hindi: Hindi labels and translation, the English note marked English, Hindi links', async () => {
    const data = verse('hi', 'mahabharata', '1.2.23');
    await render(<VersePage data={{ verse: data, locator: '1.2.23' }} />, 'hi');
    expect(screen.getByText('संस्करण में इसकी संख्या 1.2.27 छपी है।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हिंदी अनुवाद' })).toBeInTheDocument();
    expect(screen.getByText(data.verses[0]?.en ?? '')).toHaveTextContent(/अक्षौहिणी/);
    const note = screen.getByText(/^The e-text reads/);
    expect(note.closest('[lang]')).toHaveAttribute('lang', 'en');
    // The heading says the note is in English.
    expect(screen.getByRole('heading', { name: 'टिप्पणी (अंग्रेजी में)' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'श्लोक' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी श्लोक' })).toHaveAttribute('href', '/hi/texts/mahabharata');
    expect(document.querySelector('.verse__credit')).toHaveTextContent(
      'मूल पाठ उस संस्करण के अनुसार है, जिसका ब्योरा महाभारत के पन्ने पर है। अनुवाद और टिप्पणियाँ शास्त्र की अपनी हैं।',
    );
    // Every link within the site stays in the Hindi edition; the share links leave it on purpose.
    for (const link of document.querySelectorAll('a:not(.verse-tools__share a)'))
      expect(link.getAttribute('href')).toMatch(/^\/hi\//);
    // The Hindi title is the Sanskrit one: said once.
    expect(document.querySelector('.verse__text-title')).toBeNull();
    expect(screen.queryByText(/Printed as|Translation|All verses|Cited on/)).toBeNull();
  });
});

describe("a text's page in Hindi", () => {
  it('names its facts, editions, levels and chapters in Hindi', async () => {
    const text = editions.hi.get(documentKey('text', { textId: 'mahabharata' })) as TextDocument;
    await render(<TextPage data={{ text }} />, 'hi');
    expect(screen.getByText('हमारा आधार-संस्करण', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('किसी जगह का हवाला कैसे दिया जाता है').nextElementSibling).toHaveTextContent(
      /^भाग\.अध्याय\.श्लोक/,
    );
    expect(screen.getByText('अध्याय 1.2')).toBeInTheDocument();
    const contents = within(screen.getByRole('region', { name: 'इस साइट पर इसके श्लोक' }));
    for (const link of contents.getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/hi\/texts\/mahabharata\//);
    expect(
      screen.queryByText(/chapter|Edition we follow|Verses on this site/, {
        selector: 'dt, h2, summary, .text__chapter',
      }),
    ).toBeNull();
  });
});

describe('the list of texts in Hindi', () => {
  it('counts the verses in Hindi and links to the Hindi pages', async () => {
    const texts = editions.hi.get(documentKey('texts')) as TextSummary[];
    await render(<TextsPage data={{ texts }} />, 'hi');
    expect(screen.getByText(/^शास्त्र का हर तथ्य/)).toBeInTheDocument();
    const mahabharata = screen.getByRole('link', { name: 'महाभारत' });
    expect(mahabharata).toHaveAttribute('href', '/hi/texts/mahabharata');
    const count = texts.find((text) => text.id === 'mahabharata')?.verse_count;
    // In the Indian grouping Hindi readers count in (1,392).
    expect(mahabharata.closest('li')).toHaveTextContent(`। इस साइट पर ${formatNumber('hi', count ?? 0)} श्लोक।`);
    expect(screen.queryByText(/verses? on this site/)).toBeNull();
  });
});

describe('the levels of the locators', () => {
  it('every level a text uses has its name in every edition', () => {
    for (const locale of ['en', 'hi'] as const) {
      const names: Readonly<Record<string, string>> = catalogs[locale].texts.levels;
      for (const text of corpora.en.texts) {
        for (const level of text.scheme.levels) expect(names[levelKey(level)], `${text.id}: ${level}`).toBeDefined();
      }
    }
    // English shows them as the content writes them.
    for (const text of corpora.en.texts) {
      for (const level of text.scheme.levels) expect(catalogs.en.texts.levels[levelKey(level) as 'verse']).toBe(level);
    }
  });
});
