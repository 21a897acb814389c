import { useMessages } from '../i18n/I18n.tsx';
import { fill } from '../i18n/format.ts';
import { RichText } from '../i18n/RichText.tsx';
import { useSite } from '../siteConfig.ts';
import { testIds } from '../testIds.ts';

export const DONATE_DIALOG_ID = 'donate-dialog';

/**
 * The Donate popup: the payment QR code, the message and a Done button that closes it. A QR code
 * cannot be scanned by the phone that shows it, so a phone gets a link that opens its UPI app
 * instead (donate.css), and every screen shows the UPI id, selectable in one tap. A native
 * modal <dialog> opened and closed by invoker buttons (`commandfor`), closed by Escape and by a
 * click on the backdrop (`closedby="any"`): it works before any script runs.
 */
export function DonateDialog() {
  const site = useSite();
  const t = useMessages('layout').donate;
  /** The UPI id the payment address names (`pa`), for a visitor who pays by typing or pasting it. */
  const upiId = new URL(site.donation.payment_uri).searchParams.get('pa') ?? '';
  return (
    <dialog
      id={DONATE_DIALOG_ID}
      className="modal donate"
      aria-labelledby="donate-title"
      closedby="any"
      data-testid={testIds.donateDialog}
    >
      <div className="modal__body">
        <h2 id="donate-title">{fill(t.title, { name: site.name })}</h2>
        <img
          className="donate__qr"
          src="/images/site/donate-qr.svg"
          width="220"
          height="220"
          loading="lazy"
          alt={fill(t.qrAlt, { name: site.name })}
        />
        <p>{site.donation.message}</p>
        <p className="donate__scan">{t.scan}</p>
        <a className="button button--primary donate__pay" href={site.donation.payment_uri}>
          {t.pay}
        </a>
        <p className="donate__id">
          <RichText template={t.upiId} tags={{ id: () => <span className="donate__upi">{upiId}</span> }} />
        </p>
        <button type="button" className="button button--ghost" commandfor={DONATE_DIALOG_ID} command="close">
          {t.done}
        </button>
      </div>
    </dialog>
  );
}
