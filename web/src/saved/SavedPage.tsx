import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { useMessages } from '../i18n/I18n.tsx';
import { Island } from '../islands/Island.tsx';
import SavedList, { SAVED_LIST_MESSAGES } from './SavedList.island.tsx';

/** /saved: what the visitor keeps on this device (the list is an island: only the browser knows it). */
export function SavedPage() {
  const t = useMessages('saved');
  return (
    <section className="saved container" aria-labelledby="saved-title">
      <Breadcrumb crumbs={[{ label: t.breadcrumb }]} />
      <h1 id="saved-title">{t.title}</h1>
      <p>{t.intro}</p>
      <noscript>
        <p className="notice">{t.needsScript}</p>
      </noscript>
      <Island name="SavedList" component={SavedList} props={{}} hydrate="load" messages={SAVED_LIST_MESSAGES} />
    </section>
  );
}
