import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { detailCardFields, type DetailCardCategory } from '@shastra/content/cardFields';
import type { ItemDocument } from '@shastra/content/schema';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Paragraphs } from '../components/Paragraphs.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { SanskritName } from '../components/SanskritName.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { Sources } from '../components/Sources.tsx';
import { ZoomableImage } from '../components/ZoomableImage.tsx';
import { testIds } from '../testIds.ts';
import { matchesSearch, titleFromId } from '../text.ts';

/** Detail card labels (spec section 2 table). */
export const FIELD_LABELS = {
  used_for: 'Used for',
  deity: 'Deity',
  counter_by: 'Counter By',
  application: 'Application',
  sanskrit_name: 'Sanskrit Name',
  shape: 'Shape',
  position: 'Position',
  use: 'Use',
  holding: 'Holding',
  aiming: 'Aiming',
  pose: 'Pose',
  info: 'Info',
  when_to_use: 'When to Use',
  structure: 'Structure',
} as const;

const isCardCategory = (id: string): id is DetailCardCategory => id in detailCardFields;

function DetailCard({ item }: { item: ItemDocument }) {
  const fields = isCardCategory(item.category.id) ? detailCardFields[item.category.id] : [];
  return (
    <dl className="detail-card__fields" data-testid={testIds.detailCard}>
      <div className="detail-card__row">
        <dt>Name</dt>
        <dd>{item.name}</dd>
      </div>
      {fields.map((field) => {
        const value = item[field];
        if (!value) return null;
        return (
          <div className="detail-card__row" key={field}>
            <dt>{FIELD_LABELS[field]}</dt>
            <dd>
              {field === 'sanskrit_name' ? <SanskritName devanagari={value} iast={item.sanskrit_name_iast} /> : value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export function ItemPage() {
  const item = useLoaderData() as ItemDocument;
  const [search, setSearch] = useState('');
  const categoryTitle = titleFromId(item.category.id);
  const crumbs = [{ label: categoryTitle, to: `/${item.category.id}` }, { label: item.name }];

  if (item.items) {
    const shown = item.items.filter((sub) => matchesSearch(sub.name, search));
    return (
      <section className="listing container" aria-labelledby="item-title">
        <Breadcrumb crumbs={crumbs} />
        <h1 id="item-title">{item.name}</h1>
        <Paragraphs text={item.intro} />
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder="Search destinations..."
          label={`Search ${item.name}`}
        />
        <CardGrid
          items={shown}
          hrefOf={(sub) => `/${item.category.id}/${item.id}/${sub.id}`}
          search={search}
          testId={testIds.itemCard}
        />
        <Sources sources={item.sources} />
      </section>
    );
  }

  return (
    <article className="item container" aria-labelledby="item-title">
      <Breadcrumb crumbs={crumbs} />
      <div className="detail-card">
        <ZoomableImage src={item.mainurl ?? item.imageurl} alt={item.image_alt} className="detail-card__image" />
        <div className="detail-card__body">
          <h1 id="item-title">{item.name}</h1>
          {item.category.id === 'astras' && (
            <p className="notice">
              Astras have no specific physical form: they can be invoked into any material thing, such as an arrow or a
              blade of grass. The pictures on this site are our best-effort depictions.
            </p>
          )}
          <Paragraphs text={item.intro} />
          <DetailCard item={item} />
        </div>
      </div>
      <Sources sources={item.sources} />
    </article>
  );
}
