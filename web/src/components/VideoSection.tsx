import { VIDEO_PROVIDERS, type Video } from '@shastra/content/media';
import { useMessages } from '../i18n/I18n.tsx';
import { fill } from '../i18n/format.ts';
import { RichText } from '../i18n/RichText.tsx';
import { Island } from '../islands/Island.tsx';
import VideoEmbed from './VideoEmbed.island.tsx';

/** Who the video shows and on what terms: under the player, and on an embed's poster. */
function VideoCredit({ video }: { video: Video }) {
  const t = useMessages('video');
  const { credit } = video;
  return (
    <p className="video__credit">
      <RichText
        template={fill(t.credit, { licence: credit.licence })}
        tags={{
          link: () => (
            <a href={credit.url} target="_blank" rel="noopener noreferrer">
              {credit.archer}
            </a>
          ),
        }}
      />
    </p>
  );
}

/**
 * A video of what the page describes (content/README.md, "Videos"): a file of the site's own in
 * the browser's player, loading nothing before play; or a provider's embed behind a poster that
 * loads nothing from the provider until it is clicked. Without JavaScript the poster is a link to
 * the video on the provider's site.
 */
export function VideoSection({ video }: { video: Video | undefined }) {
  const t = useMessages('video');
  if (!video) return null;
  const { file, embed } = video;
  return (
    <section className="video" aria-labelledby="video-title">
      <h2 id="video-title">{t.title}</h2>
      <figure className="video__figure">
        {file && (
          // Captions are optional: a demonstration of archery may have no speech (content/README.md, "Videos").
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            className="video__player"
            controls
            preload="none"
            width={file.width}
            height={file.height}
            poster={file.poster}
            aria-label={video.title}
          >
            <source src={file.src} type={file.src.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
            {file.captions && <track kind="captions" srcLang="en" label={t.captions} src={file.captions} default />}
            <a href={file.src}>{fill(t.download, { title: video.title })}</a>
          </video>
        )}
        {embed && (
          <Island
            name="VideoEmbed"
            component={VideoEmbed}
            props={{
              title: video.title,
              archer: video.credit.archer,
              providerName: VIDEO_PROVIDERS[embed.provider].name,
              watchUrl: VIDEO_PROVIDERS[embed.provider].watchUrl(embed.id),
              embedUrl: VIDEO_PROVIDERS[embed.provider].embedUrl(embed.id),
            }}
            hydrate="visible"
            messages={['video']}
          />
        )}
        <figcaption>
          {video.caption && <p className="video__caption">{video.caption}</p>}
          <VideoCredit video={video} />
        </figcaption>
      </figure>
    </section>
  );
}
