import { useEffect } from 'react';

/**
 * Renders nothing; closes the dialog `dialog` when one of its links is followed, so a link to an
 * anchor of the page the visitor is on does not leave the dialog covering it.
 */
export default function CloseOnLink({ dialog }: { dialog: string }) {
  useEffect(() => {
    const element = document.getElementById(dialog);
    if (!(element instanceof HTMLDialogElement)) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) element.close();
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [dialog]);
  return null;
}
