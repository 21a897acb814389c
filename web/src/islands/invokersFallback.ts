/**
 * Dialogs open and close without a script through invoker buttons (`commandfor` + `command`) and
 * close on a click outside them (`closedby="any"`). For browsers that know neither yet, this does
 * the same with a few listeners; where they are supported it does nothing.
 */
const supportsInvokers = typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
const supportsClosedBy = typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype;

if (!supportsInvokers) {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    if (!button) return;
    const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    else if (command === 'close' || command === 'request-close') dialog.close();
  });
}

if (!supportsClosedBy) {
  document.addEventListener('click', (event) => {
    // A click on a modal dialog itself (not its content) is a click on its backdrop.
    const dialog = event.target;
    if (dialog instanceof HTMLDialogElement && dialog.open && dialog.getAttribute('closedby') === 'any') dialog.close();
  });
}
