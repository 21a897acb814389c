import { localePath } from '@shastra/content/contract/locales';
import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { screen } from '../../routing/screen.ts';
import { HomePage, type HomeData } from './HomePage.tsx';

export const homeScreen = screen<HomeData>({
  load: ({ documents }) => ({ categories: documents.get('info') ?? [] }),
  Page: HomePage,
  meta: (_data, { site, locale }) => ({
    jsonLd: [
      {
        '@type': 'WebSite',
        name: site.name,
        url: `${site.site_url}${localePath(locale, FIXED_PAGES.home)}`,
        description: site.description,
        inLanguage: locale,
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${site.site_url}${localePath(locale, FIXED_PAGES.search)}?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }),
});
