import { useLoaderData } from 'react-router';
import type { ItemDocument } from '@shastra/content/schema';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Paragraphs } from '../components/Paragraphs.tsx';
import { Sources } from '../components/Sources.tsx';
import { titleFromId } from '../text.ts';
import { DetailCardView, isCardCategory } from './views/DetailCardView.tsx';
import { ExplanationView } from './views/ExplanationView.tsx';
import { InfoStyleView } from './views/InfoStyleView.tsx';
import { ListingSection } from './views/ListingSection.tsx';
import { MoreInfoView } from './views/MoreInfoView.tsx';

/** Items with a dedicated view (spec "Item page"). */
const BUILDING_ITEMS = new Set(['arrow_building', 'bow_building']);

const MEDICINE_NOTICE = (
  <p className="notice notice--caution">
    This page records what old texts believed and practised. It is history, not medical advice: do not try any of it.
  </p>
);

/**
 * The item page (spec "Item page"): the dedicated building view, the medicine and military views,
 * or the generic view in the variant the item's data calls for.
 */
export function ItemPage() {
  const item = useLoaderData() as ItemDocument;
  const crumbs = [{ label: titleFromId(item.category.id), to: `/${item.category.id}` }, { label: item.name }];

  if (BUILDING_ITEMS.has(item.id)) return <BuildingView item={item} crumbs={crumbs} />;
  if (item.category.id === 'use_of_medicines_and_charms')
    return <MoreInfoView item={item} crumbs={crumbs} notice={MEDICINE_NOTICE} />;
  if (item.category.id === 'military_science') return <ExplanationView item={item} crumbs={crumbs} />;
  // The generic view: the variant follows the data.
  if (item.items) return <SubItemList item={item} crumbs={crumbs} />;
  if (isCardCategory(item.category.id)) return <DetailCardView item={item} crumbs={crumbs} />;
  if (item.hyperlink?.length || item.explanation?.length || item.contributors?.length) {
    return <ExplanationView item={item} crumbs={crumbs} />;
  }
  if (item.more_info?.length || item.desc?.length) return <MoreInfoView item={item} crumbs={crumbs} />;
  return <InfoStyleView content={item} showImage={item.category.id !== 'seven_ways_of_fighting'} />;
}

type Crumbs = { label: string; to?: string }[];

/** Spec variant 2: the sub-items of an item as a searchable card grid. */
function SubItemList({ item, crumbs }: { item: ItemDocument; crumbs: Crumbs }) {
  return (
    <ListingSection
      crumbs={crumbs}
      items={item.items ?? []}
      hrefOf={(sub) => `/${item.category.id}/${item.id}/${sub.id}`}
      placeholder="Search destinations..."
      label={`Search ${item.name}`}
      heading={
        <>
          <h1 id="item-title">{item.name}</h1>
          <Paragraphs text={item.intro} />
        </>
      }
    />
  );
}

/** The dedicated view of bow_building and arrow_building: the craft's intro, then its parts. */
function BuildingView({ item, crumbs }: { item: ItemDocument; crumbs: Crumbs }) {
  return (
    <>
      <section className="building container" aria-labelledby="item-title">
        <Breadcrumb crumbs={crumbs} />
        <div className="building__intro">
          <div>
            <h1 id="item-title">{item.name}</h1>
            <Paragraphs text={item.intro} />
          </div>
          <img src={item.mainurl ?? item.imageurl} alt={item.image_alt} width="320" height="240" />
        </div>
      </section>
      <ListingSection
        items={item.items ?? []}
        hrefOf={(sub) => `/${item.category.id}/${item.id}/${sub.id}`}
        placeholder="Search destinations..."
        label={`Search ${item.name}`}
      />
      <div className="container">
        <Sources sources={item.sources} />
      </div>
    </>
  );
}
