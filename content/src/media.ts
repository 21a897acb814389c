/**
 * Moving pictures in the content: a string grip as drawing data (the animated demonstration on
 * the grip pages draws the hand closing into it), and a video with its credit.
 *
 * Videos come in two kinds (content/README.md, "Videos"):
 *  - a file under the site's own origin (content/videos, served at /videos/...), played by the
 *    browser's own player, nothing loaded until the visitor presses play;
 *  - an embed from a named provider, in its privacy-enhanced form: the page shows a poster with the
 *    credit and loads nothing from the provider until the visitor clicks it; only pages with such a
 *    video allow that provider's frame origin in their Content-Security-Policy.
 */
import { z } from 'zod';

const text = z.string().trim().min(1);

/** A point of the grip drawing, in the 320 × 240 space of the site's illustrations. */
const pointSchema = z.tuple([z.number().min(0).max(320), z.number().min(0).max(240)]);
/** A finger as a line through its joints, from the knuckle to the tip. */
const fingerSchema = z.array(pointSchema).min(2).max(3);

/**
 * A string grip, closed, with the bow at full draw (the nock at 184, 127): where the thumb and
 * forefinger lie, a finger drawn out of the fist if the grip uses one, and where they meet.
 */
export const gripSchema = z.strictObject({
  forefinger: fingerSchema,
  thumb: fingerSchema,
  /** A finger the grip takes out of the fist (the vajramuṣṭi's middle finger), drawn straight. */
  middle: fingerSchema.optional(),
  /** The thumb lies in front of the forefinger (drawn after it); default, behind. */
  thumb_in_front: z.boolean().default(false),
  /** Where the fingers meet, marked with a saffron dot. */
  mark: pointSchema,
});
export type Grip = z.infer<typeof gripSchema>;

/** Providers whose privacy-enhanced embeds the site can show, with what each needs. */
export const VIDEO_PROVIDERS = {
  youtube: {
    name: 'YouTube',
    /** The privacy-enhanced origin: no cookies until the visitor plays. */
    origin: 'https://www.youtube-nocookie.com',
    embedUrl: (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`,
    watchUrl: (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`,
    id: /^[A-Za-z0-9_-]{11}$/,
  },
  vimeo: {
    name: 'Vimeo',
    origin: 'https://player.vimeo.com',
    embedUrl: (id: string) => `https://player.vimeo.com/video/${encodeURIComponent(id)}?dnt=1&autoplay=1`,
    watchUrl: (id: string) => `https://vimeo.com/${encodeURIComponent(id)}`,
    id: /^[0-9]{6,12}$/,
  },
} as const;
export type VideoProvider = keyof typeof VIDEO_PROVIDERS;
const providerIds = Object.keys(VIDEO_PROVIDERS) as [VideoProvider, ...VideoProvider[]];

/** Who is in the video and on what terms the site shows it. */
export const videoCreditSchema = z.strictObject({
  /** The archer's name, as they wish to be credited. */
  archer: text,
  /** Their page, channel or the video's own page. */
  url: z.url({ protocol: /^https$/ }),
  /** The licence (e.g. "CC BY 4.0") or the permission (e.g. "Shown with the archer's permission, 2026"). */
  licence: text,
});

export const videoSchema = z
  .strictObject({
    /** What the video shows, in a line; also the poster's and the player's accessible name. */
    title: text,
    /** One or two sentences under the video: what to watch for. */
    caption: text.optional(),
    credit: videoCreditSchema,
    /** A file of the site's own, under content/videos. */
    file: z
      .strictObject({
        src: z.string().regex(/^\/videos\/[a-z0-9_/-]+\.(mp4|webm)$/, 'videos are .mp4 or .webm files under /videos/'),
        /** A still under content/images shown before play. */
        poster: z
          .string()
          .regex(/^\/images\/[a-z0-9_/-]+\.svg$/, 'posters are SVG files under /images/')
          .optional(),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        /** Captions (WebVTT) under content/videos, in English. */
        captions: z
          .string()
          .regex(/^\/videos\/[a-z0-9_/-]+\.vtt$/)
          .optional(),
      })
      .optional(),
    /** Or an embed from a provider (its privacy-enhanced player). */
    embed: z.strictObject({ provider: z.enum(providerIds), id: z.string() }).optional(),
  })
  .superRefine((video, ctx) => {
    if (Boolean(video.file) === Boolean(video.embed)) {
      ctx.addIssue({ code: 'custom', message: 'a video is either a `file` or an `embed`, not both nor neither' });
    }
    if (video.embed && !VIDEO_PROVIDERS[video.embed.provider].id.test(video.embed.id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['embed', 'id'],
        message: `not a ${VIDEO_PROVIDERS[video.embed.provider].name} video id`,
      });
    }
  });
export type Video = z.infer<typeof videoSchema>;

/** Every video of the corpus's categories and items, with where it is. */
export function videosOf(
  categories: readonly {
    id: string;
    video?: Video | undefined;
    items: readonly {
      id: string;
      video?: Video | undefined;
      items?: readonly { id: string; video?: Video | undefined }[] | undefined;
    }[];
  }[],
): { video: Video; where: string }[] {
  const found: { video: Video; where: string }[] = [];
  for (const category of categories) {
    if (category.video) found.push({ video: category.video, where: category.id });
    for (const item of category.items) {
      if (item.video) found.push({ video: item.video, where: `${category.id}/${item.id}` });
      for (const sub of item.items ?? []) {
        if (sub.video) found.push({ video: sub.video, where: `${category.id}/${item.id}/${sub.id}` });
      }
    }
  }
  return found;
}

/** The frame origin a video needs in the page's Content-Security-Policy, if any. */
export function videoFrameOrigin(video: Video | undefined): string | undefined {
  return video?.embed ? VIDEO_PROVIDERS[video.embed.provider].origin : undefined;
}
