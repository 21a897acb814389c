import { screen } from '../../routing/screen.ts';
import type { FestivalData } from './FestivalPage.island.tsx';
import { FestivalPageShell } from './FestivalPageShell.tsx';

/** A festival page (/decoration, /devi): its content file says its heading, hymn and layout. */
export function festivalScreen(page: 'decoration' | 'devi') {
  return screen<FestivalData>({
    load: ({ documents }) => {
      const festival = documents.get('festival', { page });
      const themes = documents.get('themes', { page });
      const hymn = festival && documents.get('hymn', { hymnId: festival.hymn });
      return festival && themes && hymn ? { festival, themes, hymn } : null;
    },
    Page: FestivalPageShell,
    meta: ({ festival }, { messages }) => ({
      title: festival.page_title,
      description: messages.festival.metaDescription,
    }),
    layout: ({ festival }) => festival.layout,
  });
}
