import { useState } from 'react';
import { Icon } from './Icon.tsx';
import { Modal } from './Modal.tsx';

/** An image that opens enlarged in an overlay (closed by ×, the backdrop or Escape). */
export function ZoomableImage({ src, alt, className = '' }: { src: string; alt: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`zoomable ${className}`}
        onClick={() => setOpen(true)}
        aria-label={`Enlarge image: ${alt}`}
      >
        <img src={src} alt={alt} width="320" height="240" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy="zoom-caption" className="zoom">
        <button type="button" className="icon-button zoom__close" aria-label="Close" onClick={() => setOpen(false)}>
          <Icon name="close" />
        </button>
        <img src={src} alt={alt} width="960" height="720" className="zoom__image" />
        <p id="zoom-caption" className="zoom__caption">
          {alt}
        </p>
      </Modal>
    </>
  );
}
