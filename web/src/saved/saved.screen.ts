import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { screen } from '../routing/screen.ts';
import { SavedPage } from './SavedPage.tsx';

/** /saved: one page for everyone; the list is read from the visitor's device. */
export const savedScreen = screen<Record<string, never>>({
  load: () => ({}),
  Page: SavedPage,
  meta: (_data, { messages: { saved: t } }) => ({
    title: t.title,
    description: t.metaDescription,
    noindex: true,
    breadcrumb: [{ name: t.title, path: FIXED_PAGES.saved }],
  }),
});
