import { pagePath } from '@shastra/content/contract/pages';
import type { ItemDocument } from '@shastra/content/schema';
import { Breadcrumb, type Crumb } from '../../components/Breadcrumb.tsx';
import { FoldedParagraphs } from '../../components/FoldedParagraphs.tsx';
import { Sources } from '../../components/Sources.tsx';
import { Zoomable } from '../../components/Zoomable.tsx';
import { fill } from '../../i18n/format.ts';
import { useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { DetailCardView } from '../../views/DetailCardView.tsx';
import { ExplanationView } from '../../views/ExplanationView.tsx';
import { InfoStyleView } from '../../views/InfoStyleView.tsx';
import { MoreInfoView } from '../../views/MoreInfoView.tsx';
import { NextSteps } from '../../views/NextSteps.tsx';
import { ListingSection } from '../category/ListingSection.tsx';

/**
 * An item: its layout is what its content asks for, never a list of ids here. An item laid out
 * as a building (a craft and its parts) has its own view; a category may put all its items in one
 * layout (`items_view.layout`); otherwise the item's fields choose: sub-items make a card grid, a
 * category with card fields a detail card, hyperlinks or an explanation the explanation layout,
 * desc or more_info the more-info layout, and anything else the info-style page.
 */
export function ItemPage({ data: item }: { data: ItemDocument }) {
  const t = useMessages('item');
  return (
    <>
      <ItemView item={item} />
      <NextSteps steps={item.next_steps} save={savedItem(item, t.pageTitle)} />
    </>
  );
}

/** What Save keeps of an item or specific page: its path and its title as the page's own. */
export function savedItem(item: ItemDocument, pageTitle: string) {
  const { category, parent } = item;
  return {
    path: parent ? pagePath.specific(category.id, parent.id, item.id) : pagePath.item(category.id, item.id),
    title: fill(pageTitle, { item: item.name, category: parent?.name ?? category.name }),
  };
}

/** The item's own content, in the layout it asks for. */
function ItemView({ item }: { item: ItemDocument }) {
  const crumbs: Crumb[] = [
    { label: item.category.name, to: pagePath.category(item.category.id) },
    { label: item.name },
  ];
  const view = item.category.items_view;
  if (item.layout === 'building') return <BuildingView item={item} crumbs={crumbs} />;
  if (view.layout === 'more_info') return <MoreInfoView item={item} crumbs={crumbs} />;
  if (view.layout === 'explanation') return <ExplanationView item={item} crumbs={crumbs} />;
  if (item.items) return <SubItemList item={item} crumbs={crumbs} />;
  if (view.card_fields?.length) return <DetailCardView item={item} crumbs={crumbs} />;
  if (item.hyperlink?.length || item.explanation?.length || item.contributors?.length) {
    return <ExplanationView item={item} crumbs={crumbs} />;
  }
  if (item.more_info?.length || item.desc?.length) return <MoreInfoView item={item} crumbs={crumbs} />;
  return <InfoStyleView content={item} showImage={!item.hide_main_image} />;
}

/** The search field's words and the sub-items' links of an item's listing. */
function useSubItemListing(item: ItemDocument) {
  const t = useMessages('category');
  const to = useLocalePath();
  return {
    hrefOf: (sub: { id: string }) => to(pagePath.specific(item.category.id, item.id, sub.id)),
    placeholder: t.subItemsSearchPlaceholder,
    label: fill(t.searchLabel, { title: item.name }),
  };
}

/** An item's sub-items as a searchable card grid. */
function SubItemList({ item, crumbs }: { item: ItemDocument; crumbs: Crumb[] }) {
  const listing = useSubItemListing(item);
  return (
    <ListingSection
      crumbs={crumbs}
      items={item.items ?? []}
      {...listing}
      heading={
        <>
          <h1 id="item-title">{item.name}</h1>
          {item.gloss && <p className="page-gloss">{item.gloss}</p>}
          <FoldedParagraphs text={item.intro} />
        </>
      }
    />
  );
}

/** A craft (bow building, arrow building): its intro and picture, then its parts as cards. */
function BuildingView({ item, crumbs }: { item: ItemDocument; crumbs: Crumb[] }) {
  const listing = useSubItemListing(item);
  return (
    <>
      <section className="building container" aria-labelledby="item-title">
        <Breadcrumb crumbs={crumbs} />
        <div className="building__intro">
          <div>
            <h1 id="item-title">{item.name}</h1>
            {item.gloss && <p className="page-gloss">{item.gloss}</p>}
            <FoldedParagraphs text={item.intro} />
          </div>
          <Zoomable src={item.mainurl ?? item.imageurl} alt={item.image_alt} />
        </div>
      </section>
      <ListingSection items={item.items ?? []} {...listing} />
      <div className="container">
        <Sources sources={item.sources} />
      </div>
    </>
  );
}
