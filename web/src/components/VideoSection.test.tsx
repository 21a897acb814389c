/** A video with its credit: a provider's player loads only when its poster is clicked. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { videoSchema } from '@shastra/content/media';
import { renderAsPage } from '../test/renderAsPage.tsx';
import { testIds } from '../testIds.ts';
import { VideoSection } from './VideoSection.tsx';

const embedded = videoSchema.parse({
  title: 'The siṃhakarṇa grip, drawn and loosed',
  caption: 'Watch the forefinger stay on the middle of the thumb through the draw.',
  credit: { archer: 'Asha Rao', url: 'https://example.org/asha', licence: 'Shown with the archer’s permission, 2026.' },
  embed: { provider: 'youtube', id: 'AbCdEfGhIjK' },
});

describe('VideoSection', () => {
  it('shows a poster with the credit and loads nothing from the provider until it is clicked', async () => {
    const page = await renderAsPage(<VideoSection video={embedded} />);
    expect(page.querySelector('iframe')).toBeNull();
    const poster = screen.getByTestId(testIds.videoPoster);
    expect(poster).toHaveTextContent('Archer: Asha Rao');
    expect(poster).toHaveTextContent('Plays from YouTube; nothing loads from YouTube until you click.');
    // Without JavaScript the poster is a link to the video's page.
    expect(poster).toHaveAttribute('href', 'https://www.youtube.com/watch?v=AbCdEfGhIjK');
    expect(poster).toHaveAttribute('rel', 'noopener noreferrer');
    expect(page.querySelector('.video__credit')).toHaveTextContent(
      'Archer: Asha Rao. Shown with the archer’s permission, 2026.',
    );
    expect(screen.getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', 'https://example.org/asha');

    await userEvent.setup().click(poster);
    const frame = page.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/AbCdEfGhIjK?autoplay=1&rel=0');
    expect(frame).toHaveAttribute('title', 'The siṃhakarṇa grip, drawn and loosed (YouTube)');
  });

  it('speaks Hindi on a Hindi page', async () => {
    const page = await renderAsPage(<VideoSection video={embedded} />, 'hi');
    expect(page.querySelector('h2')).toHaveTextContent('वीडियो में देखें');
    const poster = screen.getByTestId(testIds.videoPoster);
    expect(poster).toHaveTextContent('धनुर्धर: Asha Rao');
    expect(poster).toHaveTextContent('यह वीडियो YouTube से चलता है');
    expect(page.querySelector('.video__credit')).toHaveTextContent(
      'धनुर्धर: Asha Rao। Shown with the archer’s permission, 2026.',
    );
    expect(page).not.toHaveTextContent('Archer');
  });

  it('plays a file of the site in the browser, loading nothing before play', async () => {
    const page = await renderAsPage(
      <VideoSection
        video={videoSchema.parse({
          title: 'Drawing with the thumb',
          credit: { archer: 'Asha Rao', url: 'https://example.org/asha', licence: 'CC BY 4.0' },
          file: { src: '/videos/gunmushti/draw.mp4', width: 1280, height: 720, captions: '/videos/gunmushti/draw.vtt' },
        })}
      />,
    );
    const video = page.querySelector('video');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video?.querySelector('source')).toHaveAttribute('src', '/videos/gunmushti/draw.mp4');
    expect(video?.querySelector('track')).toHaveAttribute('src', '/videos/gunmushti/draw.vtt');
    expect(page.querySelector('.video__credit')).toHaveTextContent('Archer: Asha Rao. CC BY 4.0');
  });

  it('refuses a video that is both a file and an embed, or an id the provider cannot have', () => {
    const credit = { archer: 'A', url: 'https://example.org', licence: 'CC BY 4.0' };
    expect(() => videoSchema.parse({ title: 't', credit, embed: { provider: 'youtube', id: 'x' } })).toThrow(
      /not a YouTube video id/,
    );
    expect(() =>
      videoSchema.parse({
        title: 't',
        credit,
        embed: { provider: 'vimeo', id: '123456789' },
        file: { src: '/videos/a.mp4', width: 1, height: 1 },
      }),
    ).toThrow(/either a `file` or an `embed`/);
    expect(() =>
      videoSchema.parse({
        title: 't',
        credit: { ...credit, url: 'http://example.org' },
        embed: { provider: 'vimeo', id: '123456789' },
      }),
    ).toThrow();
  });
});
