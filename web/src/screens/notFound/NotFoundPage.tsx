import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { fill } from '../../i18n/format.ts';
import { useSections } from '../../layout/sections.ts';
import { useSite } from '../../siteConfig.ts';

/**
 * Any path that is no page, with HTTP status 404: the error screen of every failure, then a way on for a
 * visitor who followed an old or mistyped link: the plain words, a search and the main sections.
 */
export function NotFoundPage() {
  const sections = useSections();
  const site = useSite();
  const common = useMessages('common');
  const t = useMessages('errors').notFound;
  const localePath = useLocalePath();
  return (
    <>
      <ErrorScreen text={t.code} />
      <section className="not-found container" aria-labelledby="not-found-title">
        <h2 id="not-found-title">{t.title}</h2>
        <p>{t.text}</p>
        <form
          className="not-found__search"
          action={localePath(FIXED_PAGES.search)}
          method="get"
          role="search"
          aria-label={fill(t.searchLabel, { name: site.name })}
        >
          <label htmlFor="not-found-q">{fill(t.searchLabel, { name: site.name })}</label>
          <div className="not-found__field">
            <input id="not-found-q" type="search" name="q" placeholder={t.searchPlaceholder} />
            <button type="submit" className="button button--primary">
              {common.search}
            </button>
          </div>
        </form>
        <ul className="not-found__sections">
          <li>
            <a href={localePath(`${FIXED_PAGES.home}#dhanurveda`)}>{t.dhanurveda}</a>
          </li>
          {sections.map((section) => (
            <li key={section.page}>
              <a href={localePath(section.href)}>{section.label}</a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
