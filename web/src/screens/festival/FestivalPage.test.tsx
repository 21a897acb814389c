/**
 * The festival pages in both editions: the controls speak the page's language, and the hymn's
 * meaning is never said twice (the Durgā hymn's meaning is Hindi already; its translation, Hindi
 * in the Hindi edition, would repeat it).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCorpus } from '@shastra/content';
import type { Locale } from '@shastra/content/contract/locales';
import { SiteContext } from '../../siteConfig.ts';
import { renderAsPage } from '../../test/renderAsPage.tsx';
import { FestivalPageShell } from './FestivalPageShell.tsx';

const corpora = { en: loadCorpus(), hi: loadCorpus(undefined, 'hi') };

// jsdom has no media queries: the page is asked for reduced motion, so nothing animates.
beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterAll(() => vi.unstubAllGlobals());

async function openHymn(locale: Locale, page: 'decoration' | 'devi') {
  const corpus = corpora[locale];
  const festival = corpus.festivals.find((candidate) => candidate.page === page);
  const hymn = corpus.hymns.find((candidate) => candidate.id === festival?.hymn);
  const themes = corpus.themes[page];
  if (!festival || !hymn || !themes) throw new Error(`no festival page ${page}`);
  await renderAsPage(
    <SiteContext value={corpus.site}>
      <FestivalPageShell data={{ festival, themes, hymn }} />
    </SiteContext>,
    locale,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: festival.hymn_button }));
  return within(screen.getByRole('dialog', { hidden: true }));
}

describe('the festival pages', () => {
  it('in English: the Hindi meaning, then its English translation', async () => {
    const hymn = await openHymn('en', 'devi');
    expect(document.querySelector('.hymn__meaning')).toHaveAttribute('lang', 'hi');
    expect(document.querySelector('.hymn__meaning-en')).toHaveTextContent(/^Salutation to you, Goddess/);
    expect(hymn.getByRole('button', { name: 'Next verse', hidden: true })).toBeInTheDocument();
    expect(hymn.getByText('1 / 13')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shastra' })).toHaveAttribute('href', '/');
  });

  it('in Hindi: the Durgā hymn’s Hindi meaning once, Hindi controls, the Hindi home page', async () => {
    const hymn = await openHymn('hi', 'devi');
    expect(document.querySelector('.hymn__meaning')).toHaveTextContent(/^हे सिद्धों की सेना की नायिका/);
    expect(document.querySelector('.hymn__meaning-en')).toBeNull();
    expect(hymn.getByRole('button', { name: 'अगला पद', hidden: true })).toBeInTheDocument();
    expect(hymn.getByRole('button', { name: 'बंद करें', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कमल-वर्षा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^थीम बदलें \(.+\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शास्त्र' })).toHaveAttribute('href', '/hi/');
    expect(screen.queryByText(/Lotus Blessing|Change Theme/)).toBeNull();
  });

  it('in Hindi: the Marathi āratī keeps its Hindi translation under the Marathi meaning', async () => {
    await openHymn('hi', 'decoration');
    expect(document.querySelector('.hymn__meaning')).toHaveAttribute('lang', 'mr');
    expect(document.querySelector('.hymn__meaning-en')).toHaveTextContent(/^गणपति सुख देते हैं/);
  });
});
