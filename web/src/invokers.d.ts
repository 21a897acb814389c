/**
 * Invoker commands (HTML: a button that opens or closes a dialog without a script). React passes
 * the lowercase attributes through; its types do not list them yet.
 */
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the merged interface must repeat React's type parameter
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string | undefined;
    /** What it does: show-modal, close, request-close... */
    command?: 'show-modal' | 'close' | 'request-close' | (string & {}) | undefined;
  }
}
