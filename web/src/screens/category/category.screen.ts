import { isListingId, pagePath } from '@shastra/content/contract/pages';
import { articleLd, summary, shareImage } from '../../routing/pageMeta.ts';
import { screen } from '../../routing/screen.ts';
import { titleFromId } from '../../text.ts';
import { CategoryPage, type CategoryData } from './CategoryPage.tsx';

export const categoryScreen = screen<CategoryData>({
  load: ({ params, documents }) => {
    const id = params.id ?? '';
    if (!isListingId(id)) return null;
    const items = documents.get('listing', { id });
    // A listing is an array of named items; anything else is no category.
    if (!Array.isArray(items)) return null;
    return { id, info: documents.get('categoryInfo', { id }) ?? null, items };
  },
  Page: CategoryPage,
  // The category's Sanskrit name is in its heading (an article's is not; the measurements
  // article draws its Sanskrit only in the converter, laid out when it comes near).
  devanagari: ({ info }) =>
    info && info.page.layout !== 'article' && info.page.title_sanskrit && info.sanskrit_name ? 600 : undefined,
  meta: ({ id, info }) => {
    const title = info?.name ?? titleFromId(id);
    const description = summary(info?.intro);
    return {
      title,
      ...(info ? { description } : {}),
      image: shareImage(id),
      type: 'article',
      jsonLd: info ? [articleLd(title, description, pagePath.category(id), shareImage(id))] : [],
      breadcrumb: [{ name: title, path: pagePath.category(id) }],
    };
  },
});
