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
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and restores focus to
 * the opener. A click on the backdrop (the dialog element itself, outside its content) closes it.
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
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`modal ${className}`}
      aria-labelledby={labelledBy}
      data-testid={testId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
