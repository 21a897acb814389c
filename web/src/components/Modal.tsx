import { useEffect, useRef, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser makes the page behind inert, closes on Escape and
 * restores focus to the opener; Tab cycles inside. A click on the backdrop (the dialog element
 * itself, outside its content) closes it.
 */
export function Modal({ open, onClose, labelledBy, className = '', testId, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // The dialog element handles Escape itself; the click handler only catches backdrop clicks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`modal ${className}`}
      aria-labelledby={labelledBy}
      data-testid={testId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      onKeyDown={(event) => {
        // The browser makes the page behind inert, but Tab can still leave for its own toolbar:
        // keep focus cycling inside the dialog.
        if (event.key !== 'Tab' || !ref.current) return;
        const focusable = [
          ...ref.current.querySelectorAll<HTMLElement>(
            'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])',
          ),
        ];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
