import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { SECTIONS } from '../../layout/sections.ts';

/**
 * Any path that is no page, with HTTP status 404: the error screen of every failure, then a way on for a
 * visitor who followed an old or mistyped link: the plain words, a search and the main sections.
 */
export function NotFoundPage() {
  return (
    <>
      <ErrorScreen text="404 Not Found" />
      <section className="not-found container" aria-labelledby="not-found-title">
        <h2 id="not-found-title">Page not found</h2>
        <p>There is no page at this address. Search for what you were looking for, or start from a section.</p>
        <form className="not-found__search" action={FIXED_PAGES.search} method="get" role="search">
          <label htmlFor="not-found-q">Search Shastra</label>
          <div className="not-found__field">
            <input id="not-found-q" type="search" name="q" placeholder="Astras, Arjuna, Chakravyuh…" />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>
        <ul className="not-found__sections">
          <li>
            <a href={`${FIXED_PAGES.home}#dhanurveda`}>Dhanurveda: weapons, archery and war</a>
          </li>
          {SECTIONS.map((section) => (
            <li key={section.page}>
              <a href={section.href}>{section.label}</a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
