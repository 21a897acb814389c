import { detailCardFields, detailCardLabels, type DetailCardCategory } from '@shastra/content/cardFields';
import type { ItemDocument } from '@shastra/content/schema';
import { Breadcrumb, type Crumb } from '../../components/Breadcrumb.tsx';
import { Paragraphs } from '../../components/Paragraphs.tsx';
import { SanskritName } from '../../components/SanskritName.tsx';
import { Sources } from '../../components/Sources.tsx';
import { ItemHeader } from './ItemHeader.tsx';
import { testIds } from '../../testIds.ts';

export const isCardCategory = (id: string): id is DetailCardCategory => id in detailCardFields;

/** Spec "Item page" variant 1: the labelled detail card of the ten card categories. */
export function DetailCardView({ item, crumbs }: { item: ItemDocument; crumbs: Crumb[] }) {
  const fields = isCardCategory(item.category.id) ? detailCardFields[item.category.id] : [];
  return (
    <article className="item container" aria-labelledby="item-title">
      <Breadcrumb crumbs={crumbs} />
      <ItemHeader item={item}>
        {item.category.id === 'astras' && (
          <p className="notice">
            Astras have no specific physical form: they can be invoked into any material thing, such as an arrow or a
            blade of grass. The pictures on this site are our best-effort depictions.
          </p>
        )}
        <Paragraphs text={item.intro} />
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
                <dt>{detailCardLabels[field]}</dt>
                <dd>
                  {field === 'sanskrit_name' ? (
                    <SanskritName devanagari={value} iast={item.sanskrit_name_iast} />
                  ) : (
                    value
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        {item.category.id === 'gunmushti' && (
          <p className="detail-card__explain">
            A <em>guṇamuṣṭi</em> is the grip of the drawing hand on the string (<em>guṇa</em>, string; <em>muṣṭi</em>,
            fist). The Dhanurveda-saṃhitā describes each grip by where the thumb and fingers meet and says which arrows
            and targets it suits; practise a grip with a light bow until it holds without thought before drawing a heavy
            one.
          </p>
        )}
      </ItemHeader>
      <Sources sources={item.sources} />
    </article>
  );
}
