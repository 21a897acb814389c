import type { ItemsView } from '@shastra/content/schema';
import { Prose } from '../components/Prose.tsx';

/** The notice a category puts at the top of every item (the astras' form; medicines are history). */
export function ItemNotice({ view }: { view: ItemsView }) {
  if (!view.notice) return null;
  return (
    <p className={`notice${view.notice.tone === 'caution' ? ' notice--caution' : ''}`}>
      <Prose text={view.notice.text} />
    </p>
  );
}
