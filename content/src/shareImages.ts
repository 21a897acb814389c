/**
 * Share images (Open Graph / Twitter `summary_large_image`): a 1200×630 PNG per category, plus
 * `site` (home), `quiz` and `saptarishi` (every sage page), served at /images/share/{id}.png.
 * scripts/share-images.ts renders them in Chromium; this module says what each card shows and
 * hashes those inputs, so the content check can tell a stale PNG without a browser.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Corpus } from './index.ts';
import { toIast } from './transliterate.ts';

/** Folder under content/images, and the manifest in it (id → SHA-256 of the card's inputs). */
export const SHARE_DIR = 'share';
export const SHARE_MANIFEST = `${SHARE_DIR}/manifest.json`;
/** The generator: its source is an input of every card. */
export const SHARE_SCRIPT = fileURLToPath(new URL('../../scripts/share-images.ts', import.meta.url));
export const SHARE_COMMAND = 'node scripts/share-images.ts';
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
/** Shown on every card beside the site's name. */
export const SHARE_LOGO = '/images/site/logo.svg';

export interface ShareCard {
  id: string;
  /** `site` is the home card (the name is the title); the others carry the site's name as a brand. */
  layout: 'site' | 'page';
  title: string;
  sanskrit?: string;
  iast?: string;
  tagline: string;
  /** Illustrations (/images/... SVGs): one for a category, three for the quiz and the sages. */
  images: string[];
  siteName: string;
  /** The site's host, shown in the footer (shastra.in). */
  host: string;
  siteTagline: string;
}

/**
 * One line for a card: the first sentence of `text`, cut (with an ellipsis) when it is longer than
 * `max` characters: at a colon, semicolon or dash, else at a comma, else between words (before a
 * last "and", never after a small word like "the"). A leading reader notice ("Please read this
 * first:") is dropped.
 */
function shareTagline(text: string, max = 120): string {
  const flat = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^please read this first:\s*/i, '');
  const capital = flat.charAt(0).toUpperCase() + flat.slice(1);
  const sentence = /^.*?[.?!][”’"]?(?=\s|$)/.exec(capital)?.[0] ?? capital;
  if (sentence.length <= max) return sentence;
  const head = sentence.slice(0, max);
  const last = (marks: string[]) => Math.max(...marks.map((mark) => head.lastIndexOf(mark)));
  const strong = last([': ', '; ', ' — ', ' – ']);
  const comma = last([', ']);
  let cut = strong >= max * 0.45 ? head.slice(0, strong) : comma >= max * 0.6 ? head.slice(0, comma) : head;
  if (cut === head) {
    cut = head.slice(0, head.lastIndexOf(' '));
    // "…made an agreement…" reads better than "…made an agreement and laid…".
    const and = cut.lastIndexOf(' and ');
    if (and > cut.length - 30) cut = cut.slice(0, and);
    while (SMALL_WORDS.test(cut)) cut = cut.replace(SMALL_WORDS, '');
  }
  return `${cut.replace(/[\s,;:—–-]+$/, '')}…`;
}

const SMALL_WORDS = /\s+(a|an|and|as|at|by|for|from|in|into|its|of|on|or|the|their|to|with)$/i;

/** The categories whose pictures the quiz card shows (the first one large). */
const QUIZ_PICTURES = ['astras', 'arrow_heads', 'military_science'];

const sanskrit = (devanagari: string | undefined) =>
  devanagari ? { sanskrit: devanagari, iast: toIast(devanagari) } : {};

/** Every card, in a stable order: the site, each category (by order), the quiz, the sages. */
export function shareCards(corpus: Corpus): ShareCard[] {
  const { site } = corpus;
  const brand = { siteName: site.name, host: new URL(site.site_url).host, siteTagline: site.tagline };
  const [first, second, third] = corpus.saptarishis;
  return [
    {
      id: 'site',
      layout: 'site',
      title: site.name,
      ...sanskrit('शास्त्र'),
      tagline: site.tagline,
      images: [],
      ...brand,
    },
    ...corpus.categories.map((category): ShareCard => ({
      id: category.id,
      layout: 'page',
      title: category.name,
      ...sanskrit(category.sanskrit_name),
      tagline: shareTagline(category.intro),
      images: [category.imageurl],
      ...brand,
    })),
    {
      id: 'quiz',
      layout: 'page',
      title: 'Quiz Challenge',
      ...sanskrit('प्रश्नोत्तर'),
      tagline: 'Test what you know about the bows, arrows, formations and sages of the old texts.',
      // Three categories' pictures: the quiz asks about all of them.
      images: QUIZ_PICTURES.flatMap((id) => corpus.categories.find((category) => category.id === id)?.imageurl ?? []),
      ...brand,
    },
    {
      id: 'saptarishi',
      layout: 'page',
      title: 'Saptarishi',
      ...sanskrit('सप्तर्षि'),
      tagline: 'The seven sages of ancient India: who they were, their families, great deeds and lessons.',
      // The default sage (/saptarishi) large, two more beside him.
      images: [first, second, third].flatMap((sage) => (sage ? [sage.imageurl] : [])),
      ...brand,
    },
  ];
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** SHA-256 of what a card shows: its text, the SVGs it draws (logo included) and the generator's source. */
export function shareImageHash(card: ShareCard, imagesDir: string, scriptSource: string): string {
  const svgs = [SHARE_LOGO, ...card.images].map((url) => {
    const file = join(imagesDir, url.replace(/^\/images\//, ''));
    return { url, sha256: existsSync(file) ? sha256(readFileSync(file)) : null };
  });
  return sha256(JSON.stringify({ card, svgs, script: sha256(scriptSource) }));
}

/** The committed manifest, or an empty one when there is none yet. */
export function readShareManifest(imagesDir: string): Record<string, string> {
  const file = join(imagesDir, SHARE_MANIFEST);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}
