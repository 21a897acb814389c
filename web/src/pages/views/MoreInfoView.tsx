import type { ItemDocument } from '@shastra/content/schema';
import { Breadcrumb, type Crumb } from '../../components/Breadcrumb.tsx';
import { Paragraphs } from '../../components/Paragraphs.tsx';
import { Sources } from '../../components/Sources.tsx';
import { ZoomableImage } from '../../components/ZoomableImage.tsx';
import { testIds } from '../../testIds.ts';
import { Contributors } from './Contributors.tsx';

/** Items whose main image is not shown (spec). */
const NO_MAIN_IMAGE = new Set(['mrp_wildanimals']);
/** Items whose more_info cards sit in two columns (spec). */
const TWO_COLUMNS = new Set(['mrp_ensure_victory']);

/**
 * Spec "Item page" variant 5 (and the medicine view): main image, bullet list, more_info cards of
 * image, name and bullets, and a 'Research Contributed by' line.
 */
export function MoreInfoView({
  item,
  crumbs,
  notice,
}: {
  item: ItemDocument;
  crumbs: Crumb[];
  notice?: React.ReactNode;
}) {
  const empty = !item.intro && !item.desc?.length && !item.more_info?.length;
  return (
    <article className="item container more-info" aria-labelledby="item-title">
      <Breadcrumb crumbs={crumbs} />
      <h1 id="item-title">{item.name}</h1>
      {notice}
      {!NO_MAIN_IMAGE.has(item.id) && (
        <ZoomableImage src={item.mainurl ?? item.imageurl} alt={item.image_alt} className="more-info__image" />
      )}
      <Paragraphs text={item.intro} />
      {empty && (
        <p className="empty-state" data-testid={testIds.itemEmpty}>
          No item details available
        </p>
      )}
      {item.desc && item.desc.length > 0 && (
        <ul className="more-info__desc">
          {item.desc.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {item.more_info && item.more_info.length > 0 && (
        <ul className={`more-info__cards${TWO_COLUMNS.has(item.id) ? ' more-info__cards--two' : ''}`}>
          {item.more_info.map((card) => (
            <li className="more-info__card" key={card.name}>
              {card.imageurl && (
                <img src={card.imageurl} alt={card.image_alt ?? ''} width="320" height="240" loading="lazy" />
              )}
              <h2>{card.name}</h2>
              <ul>
                {card.desc.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Contributors contributors={item.contributors} />
      <Sources sources={item.sources} />
    </article>
  );
}
