/**
 * The site's pages: the fixed routes, how a content page's path is made, and the one list of every
 * page (sitePages). The route matcher (web), the prerendered pages (web build), the sitemap
 * (server) and the content checks (links, ids) all read this file. docs/architecture.md lists
 * the screens.
 */
import { LOCALE_NAMES, PREFIXED_LOCALES } from './locales.ts';
import { CONTENT_ID, RESERVED_DOCUMENT_IDS } from './paths.ts';

/** Pages that are not made from a content id. */
export const FIXED_PAGES = {
  home: '/',
  quiz: '/quiz',
  /** A round of the quiz to play (?level=young|scholar&seed=…). */
  quizPlay: '/quiz/play',
  sage: '/saptarishi',
  decoration: '/decoration',
  devi: '/devi',
  api: '/api',
  search: '/search',
  texts: '/texts',
  /** What the visitor saved on this device. */
  saved: '/saved',
} as const;

/** The sage /saptarishi shows (its own page is /saptarishi/vasishtha too). */
export const DEFAULT_SAGE_KEY = 'vasishtha';

export const pagePath = {
  category: (id: string) => `/${id}`,
  item: (categoryId: string, itemId: string) => `/${categoryId}/${itemId}`,
  specific: (categoryId: string, itemId: string, specificId: string) => `/${categoryId}/${itemId}/${specificId}`,
  sage: (key: string) => `${FIXED_PAGES.sage}/${key}`,
  text: (textId: string) => `${FIXED_PAGES.texts}/${textId}`,
  /** A verse ("1.176") or a range ("1.73-75") of a text. */
  verse: (textId: string, locator: string) => `${FIXED_PAGES.texts}/${textId}/${locator}`,
  /** A chapter ("7.33"; "1" in a text of sections and verses): its verses in order. */
  chapter: (textId: string, chapter: string) => `${FIXED_PAGES.texts}/${textId}/${chapter}`,
  /** A verse in its chapter, where the chapter page marks it. */
  verseInChapter: (textId: string, chapter: string, ref: string) => `${FIXED_PAGES.texts}/${textId}/${chapter}#v${ref}`,
  quizQuestion: (n: number) => `${FIXED_PAGES.quiz}?q=${n}`,
  search: (query: string) => `${FIXED_PAGES.search}?q=${encodeURIComponent(query)}`,
};

const fixedSegments = new Set(Object.values(FIXED_PAGES).map((path) => path.slice(1)));

/** Whether `id` can name a category or a grouping item (and so a listing page and document). */
export function isListingId(id: string): boolean {
  return (
    CONTENT_ID.test(id) &&
    !RESERVED_DOCUMENT_IDS.includes(id) &&
    !fixedSegments.has(id) &&
    !(PREFIXED_LOCALES as readonly string[]).includes(id)
  );
}

/** The ids no category or grouping item may take, with why. */
export function reservedIds(): { id: string; why: string }[] {
  return [
    ...[...fixedSegments].filter(Boolean).map((id) => ({ id, why: `the page /${id}` })),
    ...RESERVED_DOCUMENT_IDS.map((id) => ({ id, why: `the API path /documents/${id}` })),
    ...PREFIXED_LOCALES.map((id) => ({ id, why: `the ${LOCALE_NAMES[id]} edition /${id}/` })),
  ];
}

/** What a site's page list is made from: the categories with their items, and the sages. */
export interface SiteShape {
  categories: readonly {
    id: string;
    items: readonly { id: string; items?: readonly { id: string }[] | undefined }[];
  }[];
  sages: readonly { key: string }[];
  /** The texts, each with the locators of its verse, range and chapter pages, and its chapters. */
  texts?: readonly { id: string; locators: readonly string[]; chapters?: readonly string[] }[];
  /** How many questions the quiz has: each has a page of its own (`/quiz?q=7`). */
  quizQuestions?: number;
}

export interface SitePage {
  path: string;
  /** Whether the sitemap lists it: a quiz question's page is a view of /quiz, not a page of its own; /saved is the visitor's own. */
  listed: boolean;
}

/**
 * Every page the build prerenders, in a stable order: the fixed pages (but search, which is
 * rendered per query), each sage, text and verse, each category, item and sub-item, and each quiz
 * question. The one list of the site's pages: the prerender, the sitemap (the listed ones) and the
 * link check all take theirs from here.
 */
export function sitePages(site: SiteShape): SitePage[] {
  const paths = new Set<string>(Object.values(FIXED_PAGES).filter((path) => path !== FIXED_PAGES.search));
  for (const sage of site.sages) paths.add(pagePath.sage(sage.key));
  for (const text of site.texts ?? []) {
    paths.add(pagePath.text(text.id));
    for (const locator of text.locators) paths.add(pagePath.verse(text.id, locator));
  }
  for (const category of site.categories) {
    paths.add(pagePath.category(category.id));
    for (const item of category.items) {
      paths.add(pagePath.item(category.id, item.id));
      for (const sub of item.items ?? []) paths.add(pagePath.specific(category.id, item.id, sub.id));
    }
  }
  const questions = Array.from({ length: site.quizQuestions ?? 0 }, (_, i) => pagePath.quizQuestion(i + 1));
  // The saved list is different on every device: a page to use, not one to find in a search engine.
  const unlisted = (path: string) => path === FIXED_PAGES.saved;
  return [
    ...[...paths].map((path) => ({ path, listed: !unlisted(path) })),
    ...questions.map((path) => ({ path, listed: false })),
  ];
}

/**
 * One page of each kind of route, from the content (a new category or sage is covered without
 * touching a test): the fixed pages, a quiz question, a search, every category with its first item,
 * a sub-item page, every sage, and a text with a verse, a range and a chapter.
 */
export function routeSamples(site: SiteShape, searchQuery = 'vyuha'): string[] {
  const paths = new Set<string>(Object.values(FIXED_PAGES).filter((path) => path !== FIXED_PAGES.search));
  paths.add(pagePath.quizQuestion(3));
  paths.add(pagePath.search(searchQuery));
  for (const category of site.categories) {
    paths.add(pagePath.category(category.id));
    const first = category.items[0];
    if (first) paths.add(pagePath.item(category.id, first.id));
    const grouping = category.items.find((item) => (item.items ?? []).length > 0);
    const sub = grouping?.items?.[0];
    if (grouping && sub) paths.add(pagePath.specific(category.id, grouping.id, sub.id));
  }
  for (const sage of site.sages) paths.add(pagePath.sage(sage.key));
  const text = site.texts?.find((candidate) => candidate.locators.length > 0);
  if (text) {
    paths.add(pagePath.text(text.id));
    paths.add(pagePath.verse(text.id, text.locators[0] ?? ''));
    const range = text.locators.find((locator) => locator.includes('-'));
    if (range) paths.add(pagePath.verse(text.id, range));
    const chapter = text.chapters?.[0];
    if (chapter !== undefined) paths.add(pagePath.chapter(text.id, chapter));
  }
  return [...paths];
}
