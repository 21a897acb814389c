import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icon.tsx';
import { MENU_CLOSE_DELAY_MS } from '../constants.ts';
import { useTimeout } from '../hooks/useTimeout.ts';
import { testIds } from '../testIds.ts';

/**
 * The Dhanurveda menu's button. Before it hydrates, CSS opens the menu on hover and focus. Once
 * hydrated (it marks the menu's item `data-hydrated`), the state here drives it, through
 * `data-open` on the item: the pointer opens it and it closes 300 ms after the pointer leaves,
 * the button opens and closes it (aria-expanded), Escape closes it and returns focus here, and it
 * closes when focus leaves the menu.
 */
export default function MenuButton({ controls }: { controls: string }) {
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
    return () => {
      item.removeEventListener('mouseenter', onEnter);
      item.removeEventListener('mouseleave', onLeave);
      item.removeEventListener('focusout', onFocusOut);
      item.removeEventListener('keydown', onKey);
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
      Dhanurveda <Icon name="chevronDown" size={16} />
    </button>
  );
}
