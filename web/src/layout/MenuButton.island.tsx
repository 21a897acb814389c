import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icon.tsx';
import { MENU_CLOSE_DELAY_MS } from '../constants.ts';
import { useTimeout } from '../hooks/useTimeout.ts';
import { useMessages } from '../i18n/I18n.tsx';
import { testIds } from '../testIds.ts';

/**
 * The Dhanurveda menu's button. Before it hydrates, CSS opens the menu on hover and focus. Once
 * hydrated (it marks the menu's item `data-hydrated`), the state here drives it, through
 * `data-open` on the item: the pointer opens it and it closes 300 ms after the pointer leaves,
 * the button opens and closes it (aria-expanded), Escape closes it and returns focus here, and it
 * closes when focus leaves the menu. A deeper level that would open past the window's edge opens
 * the other way (`keepInWindow`).
 */
export default function MenuButton({ controls }: { controls: string }) {
  const t = useMessages('layout');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useTimeout();

  useEffect(() => {
    const item = buttonRef.current?.closest('li');
    if (!item) return;
    item.toggleAttribute('data-open', open);
    item.setAttribute('data-hydrated', '');
    const onEnter = () => {
      closeTimer.clear();
      setOpen(true);
    };
    const onLeave = () => closeTimer.set(() => setOpen(false), MENU_CLOSE_DELAY_MS);
    const onFocusOut = (event: FocusEvent) => {
      if (!item.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    item.addEventListener('mouseenter', onEnter);
    item.addEventListener('mouseleave', onLeave);
    item.addEventListener('focusout', onFocusOut);
    item.addEventListener('keydown', onKey);
    item.addEventListener('mouseover', keepInWindow);
    item.addEventListener('focusin', keepInWindow);
    return () => {
      item.removeEventListener('mouseenter', onEnter);
      item.removeEventListener('mouseleave', onLeave);
      item.removeEventListener('focusout', onFocusOut);
      item.removeEventListener('keydown', onKey);
      item.removeEventListener('mouseover', keepInWindow);
      item.removeEventListener('focusin', keepInWindow);
    };
  }, [open, closeTimer]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className="nav__link nav__button"
      aria-expanded={open}
      aria-controls={controls}
      data-testid={testIds.menuButton}
      onClick={() => {
        closeTimer.clear();
        setOpen((value) => !value);
      }}
    >
      {t.nav.dhanurveda} <Icon name="chevronDown" size={16} />
    </button>
  );
}

/**
 * Keeps the level that an entry opens inside the window. It opens to the right of its entry
 * (header.css), and it is shown by CSS as soon as the entry is hovered or focused, so it can be
 * measured here. If it would end past the right edge, it opens to the left of the entry where
 * there is room (`data-flip`), and otherwise moves left just enough (`--shift-x`), over part of its
 * entry. If it would end below the window, it moves up (`--shift`).
 */
function keepInWindow(event: Event) {
  const entry = (event.target as Element | null)?.closest('.dropdown__item');
  const level = entry?.querySelector(':scope > .dropdown--sub');
  if (!(level instanceof HTMLElement) || !entry) return;
  level.removeAttribute('data-flip');
  level.style.removeProperty('--shift');
  level.style.removeProperty('--shift-x');
  const box = level.getBoundingClientRect();
  if (box.width === 0) return;
  const margin = 8;
  const pastRight = box.right - (document.documentElement.clientWidth - margin);
  if (pastRight > 0) {
    if (entry.getBoundingClientRect().left - box.width >= margin) level.setAttribute('data-flip', '');
    else level.style.setProperty('--shift-x', `${-Math.min(pastRight, box.left - margin)}px`);
  }
  const below = box.bottom - (window.innerHeight - margin);
  if (below > 0) level.style.setProperty('--shift', `${-Math.min(below, box.top - margin)}px`);
}
