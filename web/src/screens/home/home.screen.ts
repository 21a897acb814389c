import { FIXED_PAGES } from '@shastra/content/contract/pages';
import site from '../../siteConfig.ts';
import { screen } from '../../routing/screen.ts';
import { HomePage, type HomeData } from './HomePage.tsx';

export const homeScreen = screen<HomeData>({
  load: ({ documents }) => ({ categories: documents.get('info') ?? [] }),
  Page: HomePage,
  meta: () => ({
    jsonLd: [
      {
        '@type': 'WebSite',
        name: site.name,
        url: site.site_url,
        description: site.description,
        inLanguage: 'en',
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${site.site_url}${FIXED_PAGES.search}?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }),
});
