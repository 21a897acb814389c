import type { ItemDocument } from '@shastra/content/schema';
import { Breadcrumb, type Crumb } from '../components/Breadcrumb.tsx';
import { Paragraphs } from '../components/Paragraphs.tsx';
import { Sources } from '../components/Sources.tsx';
import { Zoomable } from '../components/Zoomable.tsx';
import { useMessages } from '../i18n/I18n.tsx';
import { testIds } from '../testIds.ts';
import { Contributors } from './Contributors.tsx';
import { ItemNotice } from './ItemNotice.tsx';
import { VideoSection } from '../components/VideoSection.tsx';
import { Prose } from '../components/Prose.tsx';

/**
 * The more-info layout: main image (unless the item hides it), bullet list, more_info cards of
 * image, name and bullets (in two columns when the item asks), and 'Research Contributed by'.
 */
export function MoreInfoView({ item, crumbs }: { item: ItemDocument; crumbs: Crumb[] }) {
  const t = useMessages('item');
  const empty = !item.intro && !item.desc?.length && !item.more_info?.length;
  return (
    <article className="item container more-info" aria-labelledby="item-title">
      <Breadcrumb crumbs={crumbs} />
      <h1 id="item-title">{item.name}</h1>
      {item.gloss && <p className="page-gloss">{item.gloss}</p>}
      <ItemNotice view={item.category.items_view} />
      {!item.hide_main_image && (
        <Zoomable src={item.mainurl ?? item.imageurl} alt={item.image_alt} className="more-info__image" />
      )}
      <Paragraphs text={item.intro} />
      {empty && (
        <p className="empty-state" data-testid={testIds.itemEmpty}>
          {t.noDetails}
        </p>
      )}
      {item.desc && item.desc.length > 0 && (
        <ul className="more-info__desc">
          {item.desc.map((line) => (
            <li key={line}>
              <Prose text={line} />
            </li>
          ))}
        </ul>
      )}
      {item.more_info && item.more_info.length > 0 && (
        <ul className={`more-info__cards${item.more_info_columns === 2 ? ' more-info__cards--two' : ''}`}>
          {item.more_info.map((card) => (
            <li className="more-info__card" key={card.name}>
              {card.imageurl && (
                <img src={card.imageurl} alt={card.image_alt ?? ''} width="320" height="240" loading="lazy" />
              )}
              <h2>{card.name}</h2>
              <ul>
                {card.desc.map((line) => (
                  <li key={line}>
                    <Prose text={line} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Contributors contributors={item.contributors} />
      <VideoSection video={item.video} />
      <Sources sources={item.sources} />
    </article>
  );
}
