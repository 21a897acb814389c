import site from '../siteConfig.ts';
import { testIds } from '../testIds.ts';

export const DONATE_DIALOG_ID = 'donate-dialog';

/**
 * The Donate popup: the payment QR code, the message and a Done button that closes it. A native
 * modal <dialog> opened and closed by invoker buttons (`commandfor`), closed by Escape and by a
 * click on the backdrop (`closedby="any"`): it works before any script runs.
 */
export function DonateDialog() {
  return (
    <dialog
      id={DONATE_DIALOG_ID}
      className="modal donate"
      aria-labelledby="donate-title"
      closedby="any"
      data-testid={testIds.donateDialog}
    >
      <div className="modal__body">
        <h2 id="donate-title">Support {site.name}</h2>
        <img
          className="donate__qr"
          src="/images/site/donate-qr.svg"
          width="220"
          height="220"
          loading="lazy"
          alt={`QR code to contribute to ${site.name} with a UPI payment app`}
        />
        <p>{site.donation.message}</p>
        <button type="button" className="button button--primary" commandfor={DONATE_DIALOG_ID} command="close">
          Done
        </button>
      </div>
    </dialog>
  );
}
