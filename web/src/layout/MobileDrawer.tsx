import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import type { InfoEntry } from '@shastra/content/schema';
import { Icon } from '../components/Icon.tsx';
import { NO_MENU_DATA } from '../constants.ts';
import { Island } from '../islands/Island.tsx';
import { testIds } from '../testIds.ts';
import CloseOnLink from './CloseOnLink.island.tsx';
import { DONATE_DIALOG_ID } from './DonateDialog.tsx';
import { HOME_ANCHORS } from './homeAnchors.ts';
import { SECTIONS } from './sections.ts';
import { SocialLinks, StoreLink } from './SocialLinks.tsx';

const DRAWER_ID = 'mobile-drawer';

/**
 * The navigation drawer of narrow screens (768 px and less, 260 px wide): a native modal <dialog>
 * that slides in from the left, opened by an invoker button, closed by its × button, Escape or
 * the backdrop, with focus kept inside while open. The categories expand as a <details>. It
 * works before any script runs; an island closes it when one of its links is followed.
 */
export function MobileDrawer({ menu }: { menu: InfoEntry[] }) {
  return (
    <>
      <button
        type="button"
        className="drawer-toggle"
        commandfor={DRAWER_ID}
        command="show-modal"
        aria-label="Open menu"
        aria-haspopup="dialog"
        data-testid={testIds.drawerToggle}
      >
        <Icon name="menu" size={26} />
      </button>
      <dialog id={DRAWER_ID} className="drawer" aria-label="Menu" closedby="any" data-testid={testIds.drawer}>
        <nav aria-label="Menu">
          <div className="drawer__head">
            <span className="drawer__title">Menu</span>
            <button
              type="button"
              className="icon-button"
              aria-label="Close menu"
              commandfor={DRAWER_ID}
              command="close"
            >
              <Icon name="close" />
            </button>
          </div>
          <ul className="drawer__list">
            <li>
              <a href={FIXED_PAGES.home} className="drawer__link">
                Home
              </a>
            </li>
            <li>
              <details className="drawer__details">
                <summary className="drawer__link drawer__expand" data-testid={testIds.drawerCategories}>
                  Dhanurveda <Icon name="chevronDown" size={18} />
                </summary>
                <ul className="drawer__sublist">
                  {menu.length === 0 ? (
                    <li className="drawer__empty">{NO_MENU_DATA}</li>
                  ) : (
                    menu.map((category) => (
                      <li key={category.id}>
                        <a href={pagePath.category(category.id)} className="drawer__link drawer__link--sub">
                          {category.name}
                        </a>
                      </li>
                    ))
                  )}
                </ul>
              </details>
            </li>
            {SECTIONS.map((section) => (
              <li key={section.page}>
                <a href={section.href} className="drawer__link">
                  {section.label}
                </a>
              </li>
            ))}
            <li>
              <a href={HOME_ANCHORS.about} className="drawer__link">
                About Us
              </a>
            </li>
            <li>
              <a href={HOME_ANCHORS.contact} className="drawer__link">
                Contact Us
              </a>
            </li>
            <li>
              <a href={HOME_ANCHORS.feedback} className="drawer__link">
                Feedback
              </a>
            </li>
            <li>
              <button type="button" className="drawer__link" commandfor={DONATE_DIALOG_ID} command="show-modal">
                Donate
              </button>
            </li>
          </ul>
          <div className="drawer__foot">
            <StoreLink className="drawer__store" />
            <SocialLinks />
          </div>
        </nav>
        <Island name="CloseOnLink" component={CloseOnLink} props={{ dialog: DRAWER_ID }} hydrate="idle" />
      </dialog>
    </>
  );
}
