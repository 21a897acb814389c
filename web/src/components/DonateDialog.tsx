import site from '../siteConfig.ts';
import { testIds } from '../testIds.ts';
import { Modal } from './Modal.tsx';

export function DonateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} labelledBy="donate-title" className="donate" testId={testIds.donateDialog}>
      <h2 id="donate-title">Support {site.name}</h2>
      <img
        className="donate__qr"
        src="/images/site/donate-qr.svg"
        width="220"
        height="220"
        alt={`QR code to contribute to ${site.name} with a UPI payment app`}
      />
      <p>{site.donation.message}</p>
      <button type="button" className="button button--primary" onClick={onClose}>
        Done
      </button>
    </Modal>
  );
}
