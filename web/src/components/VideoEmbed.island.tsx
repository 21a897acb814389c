import { useState } from 'react';
import { useMessages } from '../i18n/I18n.tsx';
import { fill } from '../i18n/format.ts';
import { testIds } from '../testIds.ts';

export interface VideoEmbedProps {
  title: string;
  archer: string;
  providerName: string;
  /** The video's page on the provider's site: where the poster leads without JavaScript. */
  watchUrl: string;
  /** The provider's privacy-enhanced player, created only when the poster is clicked. */
  embedUrl: string;
}

/**
 * A provider's video behind a poster of our own: nothing is requested from the provider until
 * the visitor clicks it; then its player's frame takes the poster's place and starts playing.
 * The page's Content-Security-Policy allows that provider's frame origin, and no other.
 */
export default function VideoEmbed({ title, archer, providerName, watchUrl, embedUrl }: VideoEmbedProps) {
  const t = useMessages('video');
  const [loaded, setLoaded] = useState(false);
  if (loaded) {
    return (
      <iframe
        className="video__frame"
        src={embedUrl}
        title={fill(t.frameTitle, { title, provider: providerName })}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <a
      className="video__poster"
      href={watchUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testIds.videoPoster}
      onClick={(event) => {
        event.preventDefault();
        setLoaded(true);
      }}
    >
      <span className="video__play" aria-hidden="true" />
      <span className="video__poster-title">{title}</span>
      <span className="video__poster-credit">{fill(t.archer, { archer })}</span>
      <span className="video__poster-note">{fill(t.posterNote, { provider: providerName })}</span>
    </a>
  );
}
