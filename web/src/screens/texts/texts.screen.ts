import { createElement } from 'react';
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { LOCATOR } from '@shastra/content/texts/locator';
import { CONTENT_ID } from '@shastra/content/contract/paths';
import { fill } from '../../i18n/format.ts';
import { screen } from '../../routing/screen.ts';
import { TextsPage, type TextsData } from './TextsPage.tsx';
import { TextPage, type TextData } from './TextPage.tsx';
import { VersePage, type VerseData } from './VersePage.tsx';
import { ChapterPage, type ChapterData } from './ChapterPage.tsx';
import { chapterLevelName } from './levels.ts';

/** /texts: every text the site cites. */
export const textsScreen = screen<TextsData>({
  load: ({ documents }) => {
    const texts = documents.get('texts');
    return texts ? { texts } : null;
  },
  Page: TextsPage,
  devanagari: () => 400,
  meta: (_data, { messages: { texts: t }, site }) => ({
    title: t.title,
    description: fill(t.metaDescription, { siteName: site.name }),
    breadcrumb: [{ name: t.title, path: FIXED_PAGES.texts }],
  }),
});

/** /texts/{textId}: one text, its edition and its contents. */
export const textScreen = screen<TextData>({
  load: ({ params, documents }) => {
    const textId = params.textId ?? '';
    if (!CONTENT_ID.test(textId)) return null;
    const text = documents.get('text', { textId });
    return text ? { text } : null;
  },
  Page: TextPage,
  devanagari: () => 400,
  meta: ({ text }, { messages: { texts: t } }) => ({
    title: text.short_title,
    description: fill(t.textMetaDescription, { title: text.title, covers: text.covers }).slice(0, 300),
    breadcrumb: [
      { name: t.title, path: FIXED_PAGES.texts },
      { name: text.short_title, path: pagePath.text(text.id) },
    ],
  }),
});

/** A verse, a range or a chapter: what /texts/{textId}/{locator} shows. */
export type TextPartData = ({ kind: 'verse' } & VerseData) | ({ kind: 'chapter' } & ChapterData);

function TextPartPage({ data }: { data: TextPartData }) {
  return data.kind === 'verse' ? createElement(VersePage, { data }) : createElement(ChapterPage, { data });
}

/**
 * /texts/{textId}/{locator}: a verse or a range, the original with our translation; or, where the
 * locator names a chapter ("7.33"), the chapter's verses in order.
 */
export const verseScreen = screen<TextPartData>({
  load: ({ params, documents }) => {
    const textId = params.textId ?? '';
    const locator = params.locator ?? '';
    if (!CONTENT_ID.test(textId) || !LOCATOR.test(locator)) return null;
    const verse = documents.get('verse', { textId, locator });
    if (verse) return { kind: 'verse', verse, locator };
    const chapter = documents.get('chapter', { textId, chapter: locator });
    return chapter ? { kind: 'chapter', chapter } : null;
  },
  Page: TextPartPage,
  devanagari: () => 400,
  meta: (data, { messages: { texts: t } }) => {
    if (data.kind === 'chapter') {
      const { chapter } = data;
      const level = chapterLevelName(t, chapter.text.scheme.levels) ?? '';
      const values = { title: chapter.text.short_title, level, chapter: chapter.chapter };
      return {
        title: fill(t.chapterTitle, values),
        description: fill(t.chapterMetaDescription, values),
        breadcrumb: [
          { name: t.title, path: FIXED_PAGES.texts },
          { name: chapter.text.short_title, path: pagePath.text(chapter.text.id) },
          { name: fill(t.chapterHeading, values), path: pagePath.chapter(chapter.text.id, chapter.chapter) },
        ],
      };
    }
    const { verse, locator } = data;
    const title = fill(t.verseTitle, { title: verse.text.short_title, label: verse.label });
    // Our translation: the Hindi one in the Hindi edition.
    const first = verse.verses[0]?.en ?? '';
    return {
      title,
      description: first.length > 200 ? `${first.slice(0, 197)}…` : first,
      type: 'article',
      breadcrumb: [
        { name: t.title, path: FIXED_PAGES.texts },
        { name: verse.text.short_title, path: pagePath.text(verse.text.id) },
        { name: verse.label, path: pagePath.verse(verse.text.id, locator) },
      ],
    };
  },
});
