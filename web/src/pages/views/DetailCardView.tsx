import { detailCardFields, type DetailCardCategory } from '@shastra/content/cardFields';
import type { ItemDocument } from '@shastra/content/schema';
import { Breadcrumb, type Crumb } from '../../components/Breadcrumb.tsx';
import { Paragraphs } from '../../components/Paragraphs.tsx';
import { SanskritName } from '../../components/SanskritName.tsx';
import { Sources } from '../../components/Sources.tsx';
import { ZoomableImage } from '../../components/ZoomableImage.tsx';
import { testIds } from '../../testIds.ts';

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

export const isCardCategory = (id: string): id is DetailCardCategory => id in detailCardFields;

/** Spec "Item page" variant 1: the labelled detail card of the ten card categories. */
export function DetailCardView({ item, crumbs }: { item: ItemDocument; crumbs: Crumb[] }) {
  const fields = isCardCategory(item.category.id) ? detailCardFields[item.category.id] : [];
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
              fist). The Dhanurveda-saṃhitā describes each grip by where the thumb and fingers meet and says which
              arrows and targets it suits; practise a grip with a light bow until it holds without thought before
              drawing a heavy one.
            </p>
          )}
        </div>
      </div>
      <Sources sources={item.sources} />
    </article>
  );
}
