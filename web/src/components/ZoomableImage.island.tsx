import { useId, useState } from 'react';
import { useMessages } from '../i18n/I18n.tsx';
import { fill } from '../i18n/format.ts';
import { Icon } from './Icon.tsx';
import { Modal } from './Modal.tsx';

/** An image that opens enlarged in an overlay (closed by ×, the backdrop or Escape); see Zoomable.tsx. */
export interface ZoomableImageProps {
  src: string;
  alt: string;
  className?: string;
}

export default function ZoomableImage({ src, alt, className = '' }: ZoomableImageProps) {
  const t = useMessages('common');
  const [open, setOpen] = useState(false);
  const captionId = useId();
  return (
    <>
      <button
        type="button"
        className={`zoomable ${className}`}
        onClick={() => setOpen(true)}
        aria-label={fill(t.enlargeImage, { alt })}
      >
        {/* The page's main picture, usually its largest paint: fetched ahead of other images. */}
        <img src={src} alt={alt} width="320" height="240" fetchPriority="high" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={captionId} className="zoom">
        <button type="button" className="icon-button zoom__close" aria-label={t.close} onClick={() => setOpen(false)}>
          <Icon name="close" />
        </button>
        <img src={src} alt={alt} width="960" height="720" className="zoom__image" />
        <p id={captionId} className="zoom__caption">
          {alt}
        </p>
      </Modal>
    </>
  );
}
