/** The shared layout in each edition: its words, and links that stay in the page's edition. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shastra/content/contract/locales';
import { renderIn } from '../test/renderInEdition.tsx';
import { testIds } from '../testIds.ts';
import { Layout } from './Layout.tsx';

const menu = [{ id: 'astras', name: 'Astras', imageurl: '/images/a.svg', image_alt: '', types: [] }];

const layout = (locale: Locale) =>
  renderIn(
    locale,
    <Layout
      data={{ menu, fact: null, address: 'https://shastra.in/astras', alternates: { en: '/astras', hi: '/hi/astras' } }}
    >
      <p>page</p>
    </Layout>,
  );

/** Every link to a page of the site (not the language switch's, not a fragment, file or API address). */
const pageLinks = (page: HTMLElement) =>
  [...page.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
    .filter((link) => !link.closest('.language-switch'))
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => !/^\/(images|documents|assets)\//.test(href));

describe('Layout', () => {
  it('keeps the English words of the product rules on an English page', async () => {
    const page = await layout('en');
    expect(page.querySelector('.footer__copyright')).toHaveTextContent(/^© 2024 Shastra\. All rights reserved\.$/);
    expect(screen.getByTestId(testIds.donateButton)).toHaveTextContent('Donate');
    expect(page.querySelector('.topbar a[href="/quiz"]')).toHaveTextContent('Quiz');
    expect(page.querySelector('.nav')).toHaveTextContent('HomeDhanurveda');
    expect(pageLinks(page).every((href) => !href.startsWith('/hi'))).toBe(true);
  });

  it('speaks Hindi on a Hindi page, and every link leads to a Hindi page', async () => {
    const page = await layout('hi');
    expect(page.querySelector('.footer__copyright')).toHaveTextContent(/^© 2024 शास्त्र। सर्वाधिकार सुरक्षित।$/);
    expect(screen.getByTestId(testIds.donateButton)).toHaveTextContent('दान करें');
    expect(page.querySelector('.topbar a[href="/hi/quiz"]')).toHaveTextContent('प्रश्नोत्तरी');
    expect(page.querySelector('.skip-link')).toHaveTextContent('सीधे मुख्य सामग्री पर जाएँ');
    expect(page.querySelector('form.site-search')).toHaveAttribute('action', '/hi/search');
    expect(screen.getByTestId(testIds.drawer)).toHaveAttribute('aria-label', 'मेनू');
    for (const english of ['About Us', 'Contact Us', 'Feedback', 'Donate', 'Skip to content', 'Get the app']) {
      expect(page).not.toHaveTextContent(english);
    }
    const links = pageLinks(page);
    expect(links).toContain('/hi/');
    expect(links).toContain('/hi/#aboutus');
    expect(links).toContain('/hi/astras');
    expect(links.filter((href) => !href.startsWith('/hi/'))).toEqual([]);
  });

  it('offers the other edition of the page in the top bar and in the drawer', async () => {
    const page = await layout('hi');
    const switches = page.querySelectorAll<HTMLElement>('.language-switch');
    expect(switches).toHaveLength(2);
    expect(page.querySelector('.topbar .language-switch')).not.toBeNull();
    expect(screen.getByTestId(testIds.drawer).querySelector('.language-switch')).not.toBeNull();
    for (const languages of switches) {
      // The drawer is a closed <dialog>: its links are hidden until it opens.
      expect(within(languages).getByRole('link', { name: 'English', hidden: true })).toHaveAttribute('href', '/astras');
      expect(within(languages).getByText('हिन्दी')).toHaveAttribute('aria-current', 'true');
    }
  });
});
