import { useId, useRef } from 'react';
import { useLocation } from 'react-router';
import type { InfoEntry } from '@shastra/content/schema';
import { MENU_CLOSE_DELAY_MS, NO_MENU_DATA, SUBMENU_SCROLL_THRESHOLD } from '../constants.ts';
import { useClientNavigation } from '../hooks/useClientNavigation.ts';
import { useHydrated } from '../hooks/useHydrated.ts';
import { useOpenUntilNavigation } from '../hooks/useOpenUntilNavigation.ts';
import { useTimeout } from '../hooks/useTimeout.ts';
import { testIds } from '../testIds.ts';
import { Icon } from './Icon.tsx';

/**
 * Desktop "Dhanurveda" dropdown: categories → their types → each type's submenu (three levels,
 * spec "Navigation"). Opens on hover or click; closes 300 ms after the pointer leaves, on Escape,
 * or when focus leaves it. Deeper levels open on hover or keyboard focus (CSS :focus-within).
 */
export function DhanurvedaMenu({ info }: { info: InfoEntry[] | null }) {
  const { pathname } = useLocation();
  // Following one of its links closes the menu.
  const [open, setOpen] = useOpenUntilNavigation(pathname);
  const hydrated = useHydrated();
  const closeTimer = useTimeout();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const followLink = useClientNavigation();

  const show = () => {
    closeTimer.clear();
    setOpen(true);
  };
  const scheduleClose = () => closeTimer.set(() => setOpen(false), MENU_CLOSE_DELAY_MS);

  return (
    // Hover is a pointer convenience; keyboard users open the menu with its button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="nav__item nav__item--dropdown"
      data-open={open || undefined}
      data-hydrated={hydrated || undefined}
      data-testid={testIds.dhanurvedaMenu}
      onMouseEnter={show}
      onMouseLeave={scheduleClose}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav__link nav__button"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid={testIds.menuButton}
        onClick={() => (open ? setOpen(false) : show())}
      >
        Dhanurveda <Icon name="chevronDown" size={16} />
      </button>
      {/* Plain links with one click handler: cheaper to hydrate than a Link component each. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul id={menuId} className="dropdown" onClick={followLink}>
        {!info || info.length === 0 ? (
          <li className="dropdown__empty">{NO_MENU_DATA}</li>
        ) : (
          info.map((category) => (
            <li key={category.id} className="dropdown__item">
              <a
                href={`/${category.id}`}
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
                        href={`/${category.id}/${type.id}`}
                        className={type.submenu.length > 0 ? 'dropdown__link dropdown__link--parent' : 'dropdown__link'}
                      >
                        {type.name}
                      </a>
                      {type.submenu.length > 0 && (
                        <ul className="dropdown dropdown--sub">
                          {type.submenu.map((sub) => (
                            <li key={sub.id} className="dropdown__item">
                              <a href={`/${category.id}/${type.id}/${sub.id}`} className="dropdown__link">
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
