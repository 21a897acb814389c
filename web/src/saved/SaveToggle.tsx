import { useEffect } from 'react';
import { Icon } from '../components/Icon.tsx';
import { useMessages } from '../i18n/I18n.tsx';
import { testIds } from '../testIds.ts';
import { markRead, savePage, unsavePage, useSavedPages, type SavedKind } from './savedStore.ts';

export interface SaveToggleProps {
  /** The page's path in its edition, with a round's query. */
  path: string;
  title: string;
  kind: SavedKind;
  /** Whether opening this page makes it the one "continue reading" offers (items, verses, chapters). */
  reading?: boolean;
}

/**
 * The Save button: a toggle (aria-pressed) that keeps the page in the visitor's saved list, on this
 * device. Until the saved list is read (on the server and while hydrating) it shows "Save", unpressed.
 */
export function SaveToggle({ path, title, kind, reading = false }: SaveToggleProps) {
  const t = useMessages('saved');
  const saved = useSavedPages();
  const pressed = saved?.some((page) => page.path === path) ?? false;
  useEffect(() => {
    if (reading) markRead({ path, title, kind });
  }, [reading, path, title, kind]);
  return (
    <button
      type="button"
      className="button button--ghost save-toggle"
      aria-pressed={pressed}
      title={t.saveLabel}
      data-testid={testIds.saveToggle}
      onClick={() => (pressed ? unsavePage(path) : savePage({ path, title, kind }))}
    >
      <Icon name={pressed ? 'bookmarkFilled' : 'bookmark'} /> {pressed ? t.saved : t.save}
    </button>
  );
}
