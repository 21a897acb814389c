import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { InfoEntry } from '@shastra/content/schema';
import { NO_MENU_DATA } from '../constants.ts';
import { useOpenUntilNavigation } from '../hooks/useOpenUntilNavigation.ts';
import { testIds } from '../testIds.ts';
import { Icon } from './Icon.tsx';
import { SocialLinks, StoreLink } from './SocialLinks.tsx';

interface MobileDrawerProps {
  info: InfoEntry[] | null;
  onDonate: () => void;
}

/** The slide-in navigation drawer for widths of 768 px and less (260 px wide). */
export function MobileDrawer({ info, onDonate }: MobileDrawerProps) {
  const location = useLocation();
  const here = `${location.pathname}${location.hash}`;
  // Following one of its links closes the drawer.
  const [open, setOpen] = useOpenUntilNavigation(here);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const drawerId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="drawer-toggle"
        aria-expanded={open}
        aria-controls={drawerId}
        aria-label="Open menu"
        data-testid={testIds.drawerToggle}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={26} />
      </button>
      {/* The backdrop is a mouse convenience; keyboard users close with Escape or the button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="drawer-backdrop" data-open={open || undefined} onClick={close} />
      {/* Escape anywhere in the open drawer closes it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <nav
        id={drawerId}
        className="drawer"
        aria-label="Menu"
        data-open={open || undefined}
        data-testid={testIds.drawer}
        inert={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <div className="drawer__head">
          <span className="drawer__title">Menu</span>
          <button ref={closeRef} type="button" className="icon-button" aria-label="Close menu" onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <ul className="drawer__list">
          <li>
            <Link to="/" className="drawer__link" onClick={() => setOpen(false)}>
              Home
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="drawer__link drawer__expand"
              aria-expanded={categoriesOpen}
              onClick={() => setCategoriesOpen((value) => !value)}
            >
              Dhanurveda <Icon name="chevronDown" size={18} />
            </button>
            {categoriesOpen && (
              <ul className="drawer__sublist">
                {!info || info.length === 0 ? (
                  <li className="drawer__empty">{NO_MENU_DATA}</li>
                ) : (
                  info.map((category) => (
                    <li key={category.id}>
                      <Link
                        to={`/${category.id}`}
                        className="drawer__link drawer__link--sub"
                        onClick={() => setOpen(false)}
                      >
                        {category.name}
                      </Link>
                    </li>
                  ))
                )}
              </ul>
            )}
          </li>
          <li>
            <Link to="/#aboutus" className="drawer__link" onClick={() => setOpen(false)}>
              About Us
            </Link>
          </li>
          <li>
            <Link to="/#contactus" className="drawer__link" onClick={() => setOpen(false)}>
              Contact Us
            </Link>
          </li>
          <li>
            <Link to="/#feedback" className="drawer__link" onClick={() => setOpen(false)}>
              Feedback
            </Link>
          </li>
          <li>
            <Link to="/quiz" className="drawer__link" onClick={() => setOpen(false)}>
              Quiz
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="drawer__link"
              onClick={() => {
                setOpen(false);
                onDonate();
              }}
            >
              Donate
            </button>
          </li>
        </ul>
        <div className="drawer__foot">
          <StoreLink className="drawer__store" />
          <SocialLinks />
        </div>
      </nav>
    </>
  );
}
