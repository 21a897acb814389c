import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { LOCATOR } from '@shastra/content/texts/locator';
import { CONTENT_ID } from '@shastra/content/contract/paths';
import { fill } from '../../i18n/format.ts';
import { screen } from '../../routing/screen.ts';
import { TextsPage, type TextsData } from './TextsPage.tsx';
import { TextPage, type TextData } from './TextPage.tsx';
import { VersePage, type VerseData } from './VersePage.tsx';

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

/** /texts/{textId}/{locator}: a verse or a range, the original with our translation. */
export const verseScreen = screen<VerseData>({
  load: ({ params, documents }) => {
    const textId = params.textId ?? '';
    const locator = params.locator ?? '';
    if (!CONTENT_ID.test(textId) || !LOCATOR.test(locator)) return null;
    const verse = documents.get('verse', { textId, locator });
    return verse ? { verse, locator } : null;
  },
  Page: VersePage,
  devanagari: () => 400,
  meta: ({ verse, locator }, { messages: { texts: t } }) => {
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
