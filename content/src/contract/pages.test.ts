import { describe, expect, it } from 'vitest';
import { sitePages } from './pages.ts';

const site = {
  categories: [{ id: 'astras', items: [{ id: 'brahmastra' }, { id: 'bows', items: [{ id: 'sarnga' }] }] }],
  sages: [{ key: 'vasishtha' }],
  texts: [{ id: 'dhanurveda_samhita', locators: ['1.5', '1.6-8'] }],
  quizQuestions: 2,
};

describe('sitePages, the one list of the pages the build prerenders', () => {
  it('holds every fixed page but search, and every content, verse and quiz-question page once', () => {
    const paths = sitePages(site).map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/quiz',
        '/quiz/play',
        '/saved',
        '/saptarishi',
        '/texts',
        '/saptarishi/vasishtha',
        '/texts/dhanurveda_samhita',
        '/texts/dhanurveda_samhita/1.5',
        '/texts/dhanurveda_samhita/1.6-8',
        '/astras',
        '/astras/brahmastra',
        '/astras/bows',
        '/astras/bows/sarnga',
        '/quiz?q=1',
        '/quiz?q=2',
      ]),
    );
    expect(paths).not.toContain('/search');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists every page in the sitemap but the quiz questions, which are views of /quiz, and the visitor’s saved list', () => {
    const unlisted = sitePages(site)
      .filter((page) => !page.listed)
      .map((page) => page.path);
    expect(unlisted).toEqual(['/saved', '/quiz?q=1', '/quiz?q=2']);
  });
});
