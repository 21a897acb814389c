import type { ReactNode } from 'react';
import type { ItemDocument } from '@shastra/content/schema';
import { Zoomable } from '../components/Zoomable.tsx';

/**
 * The top of an item or specific page: the enlargeable main image beside the name, its English
 * gloss and the text. On a phone the name and gloss come above the image (item.css).
 */
export function ItemHeader({ item, children }: { item: ItemDocument; children: ReactNode }) {
  return (
    <div className="detail-card">
      <Zoomable src={item.mainurl ?? item.imageurl} alt={item.image_alt} className="detail-card__image" />
      <div className="detail-card__body">
        <h1 id="item-title">{item.name}</h1>
        {item.gloss && <p className="page-gloss">{item.gloss}</p>}
        {children}
      </div>
    </div>
  );
}
