import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import type { InfoEntry } from '@shastra/content/schema';
import { Icon } from '../components/Icon.tsx';
import { useLocalePath, useMessages } from '../i18n/I18n.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { Island } from '../islands/Island.tsx';
import { testIds } from '../testIds.ts';
import CloseOnLink from './CloseOnLink.island.tsx';
import { DONATE_DIALOG_ID } from './DonateDialog.tsx';
import { HOME_ANCHORS } from './homeAnchors.ts';
import { useSections } from './sections.ts';
import { SocialLinks, StoreLink } from './SocialLinks.tsx';

const DRAWER_ID = 'mobile-drawer';

/**
 * The navigation drawer of narrow screens (768 px and less, 260 px wide): a native modal <dialog>
 * that slides in from the left, opened by an invoker button, closed by its × button, Escape or
 * the backdrop, with focus kept inside while open. The categories expand as a <details>. It
 * works before any script runs; an island closes it when one of its links is followed.
 */
export function MobileDrawer({ menu }: { menu: InfoEntry[] }) {
  const sections = useSections();
  const common = useMessages('common');
  const t = useMessages('layout');
  const localePath = useLocalePath();
  return (
    <>
      <button
        type="button"
        className="drawer-toggle"
        commandfor={DRAWER_ID}
        command="show-modal"
        aria-label={t.drawer.open}
        aria-haspopup="dialog"
        data-testid={testIds.drawerToggle}
      >
        <Icon name="menu" size={26} />
      </button>
      <dialog id={DRAWER_ID} className="drawer" aria-label={t.drawer.title} closedby="any" data-testid={testIds.drawer}>
        <nav aria-label={t.drawer.title}>
          <div className="drawer__head">
            <span className="drawer__title">{t.drawer.title}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={t.drawer.close}
              commandfor={DRAWER_ID}
              command="close"
            >
              <Icon name="close" />
            </button>
          </div>
          <ul className="drawer__list">
            <li>
              <a href={localePath(FIXED_PAGES.home)} className="drawer__link">
                {common.home}
              </a>
            </li>
            <li>
              <details className="drawer__details">
                <summary className="drawer__link drawer__expand" data-testid={testIds.drawerCategories}>
                  {t.nav.dhanurveda} <Icon name="chevronDown" size={18} />
                </summary>
                <ul className="drawer__sublist">
                  {menu.length === 0 ? (
                    <li className="drawer__empty">{t.nav.noData}</li>
                  ) : (
                    menu.map((category) => (
                      <li key={category.id}>
                        <a href={localePath(pagePath.category(category.id))} className="drawer__link drawer__link--sub">
                          {category.name}
                        </a>
                      </li>
                    ))
                  )}
                </ul>
              </details>
            </li>
            {sections.map((section) => (
              <li key={section.page}>
                <a href={localePath(section.href)} className="drawer__link">
                  {section.label}
                </a>
              </li>
            ))}
            <li>
              <a href={localePath(FIXED_PAGES.saved)} className="drawer__link">
                {t.nav.saved}
              </a>
            </li>
            <li>
              <a href={localePath(HOME_ANCHORS.about)} className="drawer__link">
                {t.nav.aboutUs}
              </a>
            </li>
            <li>
              <a href={localePath(HOME_ANCHORS.contact)} className="drawer__link">
                {t.nav.contactUs}
              </a>
            </li>
            <li>
              <a href={localePath(HOME_ANCHORS.feedback)} className="drawer__link">
                {t.nav.feedback}
              </a>
            </li>
            <li>
              <button type="button" className="drawer__link" commandfor={DONATE_DIALOG_ID} command="show-modal">
                {t.nav.donate}
              </button>
            </li>
          </ul>
          <div className="drawer__foot">
            <LanguageSwitch className="drawer__languages" />
            <StoreLink className="drawer__store" />
            <SocialLinks />
          </div>
        </nav>
        <Island name="CloseOnLink" component={CloseOnLink} props={{ dialog: DRAWER_ID }} hydrate="idle" />
      </dialog>
    </>
  );
}
