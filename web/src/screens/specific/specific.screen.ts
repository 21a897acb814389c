import { isListingId, pagePath } from '@shastra/content/contract/pages';
import { screen } from '../../routing/screen.ts';
import { itemMeta } from '../item/item.screen.ts';
import { SpecificPage, type SpecificData } from './SpecificPage.tsx';

export const specificScreen = screen<SpecificData>({
  load: ({ params, documents }) => {
    const id = params.id ?? '';
    if (!isListingId(id)) return null;
    const item = documents.get('specific', { id, itemId: params.itemId ?? '', specificId: params.specificId ?? '' });
    if (!item) return null;
    // The category whose page carries the measurement converter explains the units.
    const measures = (documents.get('info') ?? []).find(
      (category) => documents.get('categoryInfo', { id: category.id })?.converter,
    );
    return { item, measuresPath: measures ? pagePath.category(measures.id) : null };
  },
  Page: SpecificPage,
  devanagari: () => 400,
  meta: ({ item }, context) => itemMeta(item, context),
});
