import { CONTENT_ID } from '@shastra/content/contract/paths';
import { DEFAULT_SAGE_KEY, FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { fill } from '../../i18n/format.ts';
import { articleLd, summary } from '../../routing/pageMeta.ts';
import { screen } from '../../routing/screen.ts';
import { SagePage, type SageData } from './SagePage.tsx';

const SAGE_IMAGE = '/images/share/saptarishi.png';

export const sageScreen = screen<SageData>({
  load: ({ params, documents }) => {
    const key = params.sageKey ?? DEFAULT_SAGE_KEY;
    if (!CONTENT_ID.test(key)) return null;
    const sage = documents.get('sage', { sageKey: key });
    return sage ? { sage, sages: documents.get('sages') ?? [] } : null;
  },
  Page: SagePage,
  devanagari: () => 400,
  meta: ({ sage }, context) => {
    const description = summary(sage.basic_info.who_was_that_saptarishi[0]);
    const path = pagePath.sage(sage.key);
    const t = context.messages.sage;
    const title = fill(t.metaTitle, { name: sage.name });
    return {
      title,
      description,
      image: SAGE_IMAGE,
      type: 'article',
      jsonLd: [
        {
          ...articleLd(context, { headline: title, description, path, image: SAGE_IMAGE }),
          about: { '@type': 'Person', name: sage.name },
        },
      ],
      breadcrumb: [
        { name: t.breadcrumbSaptarishi, path: FIXED_PAGES.sage },
        { name: sage.name, path },
      ],
    };
  },
});
