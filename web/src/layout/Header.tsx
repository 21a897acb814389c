import { FIXED_PAGES } from '@shastra/content/contract/pages';
import type { InfoEntry } from '@shastra/content/schema';
import { useLocalePath, useMessages } from '../i18n/I18n.tsx';
import { Island } from '../islands/Island.tsx';
import HeaderSearch from '../search/HeaderSearch.island.tsx';
import { useSite } from '../siteConfig.ts';
import { DhanurvedaMenu } from './DhanurvedaMenu.tsx';
import { HOME_ANCHORS } from './homeAnchors.ts';
import { MobileDrawer } from './MobileDrawer.tsx';
import { MAIN_NAV_PAGES, useSections } from './sections.ts';

export function Header({ menu }: { menu: InfoEntry[] }) {
  const sections = useSections();
  const site = useSite();
  const common = useMessages('common');
  const t = useMessages('layout');
  const localePath = useLocalePath();
  return (
    <header className="header" id="home">
      <div className="header__inner container">
        <a href={localePath(FIXED_PAGES.home)} className="brand">
          {/* Low: the fonts and a page's large picture paint first; a 44 px mark can come after. */}
          <img src="/images/site/logo.svg" alt="" width="44" height="44" fetchPriority="low" />
          <span className="brand__text">
            <span className="brand__name">{site.name}</span>
            <span className="brand__tagline">{site.tagline}</span>
          </span>
        </a>
        <Island name="HeaderSearch" component={HeaderSearch} props={{}} hydrate="idle" messages={['search']} />
        <nav className="nav" aria-label={t.nav.main}>
          <ul className="nav__list">
            <li className="nav__item">
              <a href={localePath(FIXED_PAGES.home)} className="nav__link">
                {common.home}
              </a>
            </li>
            <DhanurvedaMenu menu={menu} />
            {sections
              .filter((section) => MAIN_NAV_PAGES.includes(section.page))
              .map((section) => (
                <li key={section.page} className="nav__item">
                  <a href={localePath(section.href)} className="nav__link">
                    {section.label}
                  </a>
                </li>
              ))}
            <li className="nav__item">
              <a href={localePath(HOME_ANCHORS.about)} className="nav__link">
                {t.nav.aboutUs}
              </a>
            </li>
            <li className="nav__item">
              <a href={localePath(HOME_ANCHORS.contact)} className="nav__link">
                {t.nav.contactUs}
              </a>
            </li>
            <li className="nav__item">
              <a href={localePath(HOME_ANCHORS.feedback)} className="nav__link">
                {t.nav.feedback}
              </a>
            </li>
          </ul>
        </nav>
        <MobileDrawer menu={menu} />
      </div>
    </header>
  );
}
