import { pagePath } from '@shastra/content/contract/pages';
import type { InfoEntry } from '@shastra/content/schema';
import { SUBMENU_SCROLL_THRESHOLD } from '../constants.ts';
import { useLocalePath, useMessages } from '../i18n/I18n.tsx';
import { Island } from '../islands/Island.tsx';
import { testIds } from '../testIds.ts';
import MenuButton from './MenuButton.island.tsx';

const DHANURVEDA_MENU_ID = 'dhanurveda-menu';

/**
 * The desktop "Dhanurveda" dropdown: categories, their types, each type's submenu (three levels).
 * Plain HTML: it opens on hover and keyboard focus, and closes 300 ms after the pointer leaves,
 * through CSS alone (header.css). Its button (an island) adds opening on click, Escape and
 * aria-expanded. The ~150 links are rendered once, here, and never repeated as data.
 */
export function DhanurvedaMenu({ menu }: { menu: InfoEntry[] }) {
  const t = useMessages('layout');
  const localePath = useLocalePath();
  return (
    <li className="nav__item nav__item--dropdown" data-testid={testIds.dhanurvedaMenu}>
      <Island
        name="MenuButton"
        component={MenuButton}
        props={{ controls: DHANURVEDA_MENU_ID }}
        hydrate="idle"
        inline
        messages={['layout']}
      />
      <ul id={DHANURVEDA_MENU_ID} className="dropdown">
        {menu.length === 0 ? (
          <li className="dropdown__empty">{t.nav.noData}</li>
        ) : (
          menu.map((category) => (
            <li key={category.id} className="dropdown__item">
              <a
                href={localePath(pagePath.category(category.id))}
                className={category.types.length > 0 ? 'dropdown__link dropdown__link--parent' : 'dropdown__link'}
              >
                {category.name}
              </a>
              {category.types.length > 0 && (
                <ul
                  className={`dropdown dropdown--sub${category.types.length > SUBMENU_SCROLL_THRESHOLD ? ' dropdown--scroll' : ''}`}
                >
                  {category.types.map((type) => (
                    <li key={type.id} className="dropdown__item">
                      <a
                        href={localePath(pagePath.item(category.id, type.id))}
                        className={type.submenu.length > 0 ? 'dropdown__link dropdown__link--parent' : 'dropdown__link'}
                      >
                        {type.name}
                      </a>
                      {type.submenu.length > 0 && (
                        <ul className="dropdown dropdown--sub">
                          {type.submenu.map((sub) => (
                            <li key={sub.id} className="dropdown__item">
                              <a
                                href={localePath(pagePath.specific(category.id, type.id, sub.id))}
                                className="dropdown__link"
                              >
                                {sub.name}
                              </a>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))
        )}
      </ul>
    </li>
  );
}
