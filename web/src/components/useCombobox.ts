/**
 * The ARIA 1.2 combobox pattern, once, for every search field with suggestions (the header's
 * site search and the listings' name search): a text input that owns a listbox. Typing opens it;
 * ArrowDown and ArrowUp move through the options (wrapping, and opening it when closed); Enter
 * chooses the active option (with none active, the form submits as usual); Escape closes the list,
 * and when it is already closed clears the field; a pointer chooses without the input losing focus.
 */
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';

export interface ComboboxOptions {
  /** How many options are listed now. */
  count: number;
  /** The list shows even with no option (to say why there is none). */
  showEmpty?: boolean;
  onChoose: (index: number) => void;
  onClear: () => void;
}

export function useCombobox({ count, showEmpty = false, onChoose, onClear }: ComboboxOptions) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && (count > 0 || showEmpty);
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (index: number) => {
    close();
    onChoose(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      if (!expanded) {
        setOpen(true);
        setActive(down ? 0 : count - 1);
        return;
      }
      setActive((current) => (current < 0 && !down ? count - 1 : (current + (down ? 1 : -1) + count) % count));
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < count) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else onClear();
      setActive(-1);
    }
  };

  return {
    id,
    expanded,
    active,
    close,
    /** Call when the visitor typed: the list opens on the new text, nothing active. */
    typed: () => {
      setOpen(true);
      setActive(-1);
    },
    inputProps: {
      id,
      role: 'combobox' as const,
      autoComplete: 'off',
      spellCheck: false,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      onBlur: close,
      onKeyDown,
    },
    listProps: { id: listId, role: 'listbox' as const, hidden: !expanded },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === active,
      // Keep focus in the input while the pointer chooses.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => choose(index),
    }),
  };
}
