import type { ItemDocument } from '@shastra/content/schema';
import { Breadcrumb, type Crumb } from '../components/Breadcrumb.tsx';
import { DevanagariMarked } from '../components/DevanagariMarked.tsx';
import { FoldedParagraphs } from '../components/FoldedParagraphs.tsx';
import { SanskritName } from '../components/SanskritName.tsx';
import { Sources } from '../components/Sources.tsx';
import { useMessages } from '../i18n/I18n.tsx';
import { testIds } from '../testIds.ts';
import { ItemHeader } from './ItemHeader.tsx';
import { ItemNotice } from './ItemNotice.tsx';
import { VideoSection } from '../components/VideoSection.tsx';
import { GripDemonstrationSection } from './grip/GripDemonstrationSection.tsx';
import { Prose } from '../components/Prose.tsx';

/**
 * The labelled detail card: Name, then the fields the item's category lists (`card_fields` in its
 * content file), with the category's notice above and its note below.
 */
export function DetailCardView({ item, crumbs }: { item: ItemDocument; crumbs: Crumb[] }) {
  const t = useMessages('item');
  const view = item.category.items_view;
  return (
    <article className="item container" aria-labelledby="item-title">
      <Breadcrumb crumbs={crumbs} />
      <ItemHeader item={item}>
        <ItemNotice view={view} />
        <FoldedParagraphs text={item.intro} />
        <dl className="detail-card__fields" data-testid={testIds.detailCard}>
          <div className="detail-card__row">
            <dt>{t.name}</dt>
            <dd>{item.name}</dd>
          </div>
          {(view.card_fields ?? []).map((field) => {
            const value = item[field];
            if (!value) return null;
            return (
              <div className="detail-card__row" key={field}>
                <dt>{t.cardLabels[field]}</dt>
                <dd>
                  {field === 'sanskrit_name' ? (
                    <SanskritName devanagari={value} iast={item.sanskrit_name_iast} />
                  ) : (
                    // A field may quote its verse: the Devanagari is marked, so it is drawn in its face.
                    <Prose text={value} words={(part) => <DevanagariMarked text={part} />} />
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        {view.card_note && (
          <p className="detail-card__explain">
            <Prose text={view.card_note} />
          </p>
        )}
      </ItemHeader>
      {item.grip && (
        <GripDemonstrationSection grips={[{ id: item.id, name: item.name, holding: item.holding, grip: item.grip }]} />
      )}
      <VideoSection video={item.video} />
      <Sources sources={item.sources} />
    </article>
  );
}
