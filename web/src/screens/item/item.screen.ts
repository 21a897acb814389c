import { isListingId, pagePath } from '@shastra/content/contract/pages';
import type { ItemDocument } from '@shastra/content/schema';
import type { PageMeta } from '../../routing/pageMeta.ts';
import { fill } from '../../i18n/format.ts';
import { articleLd, shareImage, summary } from '../../routing/pageMeta.ts';
import { screen, type ScreenContext } from '../../routing/screen.ts';
import { ItemPage } from './ItemPage.tsx';

/** The metadata of an item or a specific page. */
export function itemMeta(item: ItemDocument, context: ScreenContext): Partial<PageMeta> {
  const { category, parent } = item;
  const path = parent ? pagePath.specific(category.id, parent.id, item.id) : pagePath.item(category.id, item.id);
  const description = summary(item.intro ?? item.used_for ?? item.use);
  return {
    title: fill(context.messages.item.pageTitle, { item: item.name, category: category.name }),
    description,
    image: shareImage(category.id),
    type: 'article',
    jsonLd: [articleLd(context, { headline: item.name, description, path, image: shareImage(category.id) })],
    breadcrumb: [
      { name: category.name, path: pagePath.category(category.id) },
      ...(parent ? [{ name: parent.name, path: pagePath.item(category.id, parent.id) }] : []),
      { name: item.name, path },
    ],
  };
}

export const itemScreen = screen<ItemDocument>({
  load: ({ params, documents }) => {
    const id = params.id ?? '';
    if (!isListingId(id)) return null;
    return documents.get('item', { id, itemId: params.itemId ?? '' }) ?? null;
  },
  Page: ItemPage,
  devanagari: () => 400,
  meta: itemMeta,
});
