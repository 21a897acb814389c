/** The home page as visitors get it, in each edition: its headings, its fields and its links. */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shastra/content/contract/locales';
import type { InfoEntry, SiteConfig } from '@shastra/content/schema';
import { SiteContext } from '../../siteConfig.ts';
import { renderAsPage } from '../../test/renderAsPage.tsx';
import { testIds } from '../../testIds.ts';
import { HomePage } from './HomePage.tsx';

/** The settings the home page reads (its words are content, already in each edition). */
const site = (name: string) =>
  ({
    name,
    tagline: 'tagline',
    contact_email: 'contact@shastra.in',
    festival_banner: 'banner',
    intro: { title: 'intro', text: ['text'] },
    about: { about_us: 'about', our_mission: 'mission', our_vision: 'vision' },
    contact: { heading: 'heading', text: 'text' },
    explore: [{ page: 'quiz', label: 'Quiz', title: 'Quiz', text: '', imageurl: '/images/q.svg', image_alt: '' }],
  }) as unknown as SiteConfig;

const categories: InfoEntry[] = [
  { id: 'astras', name: 'Astras', imageurl: '/images/astras/astras.svg', image_alt: '', types: [] },
];

const home = (locale: Locale, name: string) =>
  renderAsPage(
    <SiteContext value={site(name)}>
      <HomePage data={{ categories }} />
    </SiteContext>,
    locale,
  );

const headings = (page: HTMLElement) =>
  [...page.querySelectorAll('h2.section-title, #dhanurveda-title')].map((h) => h.textContent);

describe('the home page', () => {
  it('has the headings of the product rules and links within the English edition', async () => {
    const page = await home('en', 'Shastra');
    expect(headings(page)).toEqual(['DHANURVEDA', 'More to explore', 'About Us', 'Contact Us', 'Feedback']);
    expect(page.querySelector('.dhanurveda__subtitle')).toHaveTextContent(
      'Dhanurveda: the science of the bow, and of war',
    );
    expect(page.querySelector('.dhanurveda__subtitle i')).toHaveAttribute('lang', 'sa-Latn');
    expect(within(page).getByRole('img', { name: 'Shastra logo' })).toBeInTheDocument();
    expect(within(page).getByTestId(testIds.categoryCard)).toHaveAttribute('href', '/astras');
    expect(page.querySelector('.festival-banner')).toHaveAttribute('href', '/devi');
    expect(page.querySelector('.explore__card')).toHaveAttribute('href', '/quiz');
    expect(within(page).getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
  });

  it('speaks Hindi and links only to Hindi pages in the Hindi edition', async () => {
    const page = await home('hi', 'शास्त्र');
    expect(headings(page)).toEqual(['धनुर्वेद', 'और भी देखें', 'हमारे बारे में', 'संपर्क करें', 'प्रतिक्रिया']);
    expect(within(page).getByRole('img', { name: 'शास्त्र का लोगो' })).toBeInTheDocument();
    expect(within(page).getByRole('searchbox')).toHaveAttribute('placeholder', 'खोजें');
    expect(within(page).getByRole('button', { name: 'प्रतिक्रिया भेजें' })).toBeInTheDocument();
    expect(within(page).getByTestId(testIds.categoryCard)).toHaveAttribute('href', '/hi/astras');
    expect(page.querySelector('.festival-banner')).toHaveAttribute('href', '/hi/devi');
    expect(page.querySelector('.explore__card')).toHaveAttribute('href', '/hi/quiz');
    for (const english of [
      'Explore Dhanurveda',
      'More to explore',
      'Our Mission',
      'Send feedback',
      'science of the bow',
    ]) {
      expect(page).not.toHaveTextContent(english);
    }
  });
});
