import { isListingId, pagePath } from '@shastra/content/contract/pages';
import type { InfoEntry } from '@shastra/content/schema';
import { articleLd, summary, shareImage } from '../../routing/pageMeta.ts';
import { screen } from '../../routing/screen.ts';
import { titleFromId } from '../../text.ts';
import { CategoryPage, type CategoryData } from './CategoryPage.tsx';

/** A listing's name in the menu: a category's, or a grouping item's (one of a category's types). */
function menuName(menu: readonly InfoEntry[], id: string): string | undefined {
  for (const entry of menu) {
    if (entry.id === id) return entry.name;
    const type = entry.types.find((candidate) => candidate.id === id);
    if (type) return type.name;
  }
  return undefined;
}

export const categoryScreen = screen<CategoryData>({
  load: ({ params, documents }) => {
    const id = params.id ?? '';
    if (!isListingId(id)) return null;
    const items = documents.get('listing', { id });
    // A listing is an array of named items; anything else is no category.
    if (!Array.isArray(items)) return null;
    const info = documents.get('categoryInfo', { id }) ?? null;
    return { id, name: info?.name ?? menuName(documents.get('info') ?? [], id) ?? titleFromId(id), info, items };
  },
  Page: CategoryPage,
  // The category's Sanskrit name is in its heading (an article's is not; the measurements
  // article draws its Sanskrit only in the converter, laid out when it comes near).
  devanagari: ({ info }) =>
    info && info.page.layout !== 'article' && info.page.title_sanskrit && info.sanskrit_name ? 600 : undefined,
  meta: ({ id, name: title, info }, context) => {
    const description = summary(info?.intro);
    return {
      title,
      ...(info ? { description } : {}),
      image: shareImage(id),
      type: 'article',
      jsonLd: info
        ? [articleLd(context, { headline: title, description, path: pagePath.category(id), image: shareImage(id) })]
        : [],
      breadcrumb: [{ name: title, path: pagePath.category(id) }],
    };
  },
});
