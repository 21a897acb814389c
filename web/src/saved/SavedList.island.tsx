import { fill, plural } from '../i18n/format.ts';
import { useLocale, useMessages } from '../i18n/I18n.tsx';
import { testIds } from '../testIds.ts';
import { SAVED_KINDS, unsavePage, useSavedPages } from './savedStore.ts';

/** The strings the list reads. */
export const SAVED_LIST_MESSAGES = ['saved'] as const;

/**
 * The Saved page's list: the visitor's saved pages by kind, newest first, each with Remove. Read
 * from this device's storage once the page runs; until then it says it is reading.
 */
export default function SavedList() {
  const t = useMessages('saved');
  const locale = useLocale();
  const pages = useSavedPages();
  if (pages === null) return <p className="saved__status" aria-hidden="true" />;
  if (pages.length === 0) {
    return (
      <p className="empty-state" data-testid={testIds.savedList}>
        {t.empty}
      </p>
    );
  }
  const date = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-GB', { dateStyle: 'long' });
  return (
    <div data-testid={testIds.savedList}>
      <p className="saved__count">{plural(locale, t.count, pages.length)}</p>
      {SAVED_KINDS.map((kind) => {
        const ofKind = pages.filter((page) => page.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} className="saved__group" aria-labelledby={`saved-${kind}`}>
            <h2 id={`saved-${kind}`}>{t.kinds[kind]}</h2>
            <ul className="saved__list">
              {ofKind.map((page) => (
                <li key={page.path} className="saved__entry">
                  <a href={page.path}>{page.title}</a>
                  <span className="saved__date">{fill(t.savedOn, { date: date.format(page.at) })}</span>
                  <button
                    type="button"
                    className="button button--ghost saved__remove"
                    aria-label={fill(t.removeLabel, { title: page.title })}
                    onClick={() => unsavePage(page.path)}
                  >
                    {t.remove}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
