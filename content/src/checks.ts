/**
 * Content quality checks beyond the schema: ids, images, internal links, card fields, words,
 * citations, hymns against the verses they quote. Each check returns a list of problems (empty =
 * pass) so tests can assert on them; `runAllChecks` is what the content build and
 * `npm test -- content` run.
 */
import { checkCitations } from './texts/checkCitations.ts';
import { checkHymnVerses } from './texts/checkHymnVerses.ts';
import { checkQuizPlay } from './quiz/checkQuizPlay.ts';
import { checkRelated } from './related/checkRelated.ts';
import { checkReferenceTitles } from './quiz/referenceTitles.ts';
import { checkCeNotes } from './texts/checkCeNotes.ts';
import { checkChapterLengths } from './texts/checkChapterLengths.ts';
import { checkCitedChapters } from './texts/checkCitedChapters.ts';
import { checkProseLinks } from './texts/checkProseLinks.ts';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Corpus } from './index.ts';
import { toIast } from './transliterate.ts';
import { videosOf } from './media.ts';
import { FIXED_PAGES, reservedIds, sitePages } from './contract/pages.ts';
import { foldDiacritics } from './text/fold.ts';
import { siteShape } from './siteShape.ts';
import { checkTypography } from './typography.ts';
import {
  readShareManifest,
  SHARE_COMMAND,
  SHARE_DIR,
  SHARE_MANIFEST,
  SHARE_SCRIPT,
  shareCards,
  shareImageHash,
} from './shareImages.ts';

/** Words that mark unfinished text; the check refuses them anywhere in the corpus. */
export const FORBIDDEN_WORD_LIST = ['lorem', 'ipsum', 'todo', 'tbd', 'placeholder', 'coming soon'] as const;
const FORBIDDEN_WORDS = new RegExp(`\\b(${FORBIDDEN_WORD_LIST.join('|')})\\b`, 'i');
const SVG_MAX_BYTES = 24 * 1024;

/** Every `imageurl`-like value in the corpus, with where it was found. */
function imageReferences(corpus: Corpus): { url: string; where: string }[] {
  const refs: { url: string; where: string }[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}[${i}]`));
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (typeof v === 'string' && /(^|_)(imageurl|mainurl)$/.test(key))
          refs.push({ url: v, where: `${where}.${key}` });
        else visit(v, `${where}.${key}`);
      }
    }
  };
  visit(corpus.categories, 'categories');
  visit(corpus.saptarishis, 'saptarishis');
  return refs;
}

/** Every internal page path the corpus produces, with the fixed pages. */
function sitePaths(corpus: Corpus): Set<string> {
  return new Set([FIXED_PAGES.search, ...sitePages(siteShape(corpus)).map((page) => page.path)]);
}

export function checkIds(corpus: Corpus): string[] {
  const problems: string[] = [];
  const listingIds = new Map<string, string>();
  const claim = (id: string, owner: string) => {
    const previous = listingIds.get(id);
    if (previous) problems.push(`id '${id}' is used by ${previous} and ${owner}: /documents/${id} would be ambiguous`);
    else listingIds.set(id, owner);
  };
  for (const category of corpus.categories) {
    claim(category.id, `category ${category.id}`);
    const seen = new Set<string>();
    for (const item of category.items) {
      if (seen.has(item.id)) problems.push(`${category.id}: duplicate item id '${item.id}'`);
      seen.add(item.id);
      if (item.items) claim(item.id, `item ${category.id}/${item.id}`);
      const subSeen = new Set<string>();
      for (const sub of item.items ?? []) {
        if (subSeen.has(sub.id)) problems.push(`${category.id}/${item.id}: duplicate sub-item id '${sub.id}'`);
        subSeen.add(sub.id);
      }
    }
  }
  for (const { id, why } of reservedIds()) {
    if (listingIds.has(id)) problems.push(`id '${id}' collides with ${why}`);
  }
  const sageKeys = new Set<string>();
  for (const sage of corpus.saptarishis) {
    if (sageKeys.has(sage.key)) problems.push(`duplicate sage key '${sage.key}'`);
    sageKeys.add(sage.key);
  }
  return problems;
}

export function checkImages(corpus: Corpus, imagesDir: string): string[] {
  const problems: string[] = [];
  for (const { url, where } of imageReferences(corpus)) {
    const file = join(imagesDir, url.replace(/^\/images\//, ''));
    if (!existsSync(file)) problems.push(`${where}: ${url} does not exist`);
  }
  for (const file of listFiles(imagesDir)) {
    const rel = relative(imagesDir, file);
    if (rel.startsWith(`${SHARE_DIR}/`)) continue; // generated PNGs: see checkShareImages
    if (!file.endsWith('.svg')) {
      problems.push(`images/${rel}: only SVG illustrations are allowed`);
      continue;
    }
    const svg = readFileSync(file, 'utf8');
    if (statSync(file).size > SVG_MAX_BYTES && !rel.startsWith('site/hero')) {
      problems.push(`images/${rel}: ${statSync(file).size} bytes, over the ${SVG_MAX_BYTES}-byte budget`);
    }
    if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(svg)) problems.push(`images/${rel}: does not start with <svg`);
    if (/<script|<foreignObject|\son[a-z]+=|(?:href|src)=["']https?:|data:image\//i.test(svg)) {
      problems.push(`images/${rel}: scripts, event handlers, external references or raster data are not allowed`);
    }
  }
  return problems;
}

/**
 * Images in content/images that nothing refers to (site/ is referenced from the web code, share/
 * from the pages' metadata).
 */
export function unreferencedImages(corpus: Corpus, imagesDir: string, alsoReferenced: string[] = []): string[] {
  const referenced = new Set([...imageReferences(corpus).map((r) => r.url), ...alsoReferenced]);
  return listFiles(imagesDir)
    .map((file) => `/images/${relative(imagesDir, file)}`)
    .filter((url) => !/^\/images\/(site|share)\//.test(url) && !referenced.has(url))
    .map((url) => `${url} is not referenced by any content`);
}

export function checkLinks(corpus: Corpus): string[] {
  const paths = sitePaths(corpus);
  const problems: string[] = [];
  const check = (where: string, hyperlinks: readonly { link: string }[] | undefined) => {
    for (const hyperlink of hyperlinks ?? []) {
      const path = hyperlink.link.split('#')[0] || '/';
      if (!paths.has(path)) problems.push(`${where}: hyperlink to ${hyperlink.link} leads nowhere`);
    }
  };
  for (const category of corpus.categories) {
    check(category.id, category.hyperlink);
    for (const item of category.items) {
      check(`${category.id}/${item.id}`, item.hyperlink);
      for (const sub of item.items ?? []) check(`${category.id}/${item.id}/${sub.id}`, sub.hyperlink);
    }
  }
  return problems;
}

export function checkCardFields(corpus: Corpus): string[] {
  const problems: string[] = [];
  for (const category of corpus.categories) {
    const fields = category.items_view.card_fields ?? [];
    for (const item of category.items) {
      for (const field of fields) {
        if (!item[field]) problems.push(`${category.id}/${item.id}: missing '${field}' (shown on the detail card)`);
      }
    }
  }
  return problems;
}

export function checkWords(corpus: Corpus): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      const match = FORBIDDEN_WORDS.exec(value);
      if (match) problems.push(`${where}: contains '${match[0]}'`);
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}[${i}]`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, `${where}.${k}`);
  };
  visit(corpus, 'corpus');
  return problems;
}

const fold = foldDiacritics;

/** Every string the site shows from categories, facts and sages, folded for search. */
function contentText(corpus: Corpus): string {
  const parts: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit([corpus.categories, corpus.facts, corpus.saptarishis]);
  return fold(parts.join('\n'));
}

/** Quiz references that are site paths must exist; every answer must be found in the content. */
export function checkQuiz(corpus: Corpus): string[] {
  const paths = sitePaths(corpus);
  const text = contentText(corpus);
  const problems: string[] = [];
  corpus.quiz.forEach(({ quiz_information: quiz }, i) => {
    for (const reference of quiz.references) {
      if (reference.startsWith('/') && !paths.has(reference.split('#')[0] ?? reference)) {
        problems.push(`quiz[${i}]: reference ${reference} leads nowhere`);
      }
    }
    for (const answer of quiz.answer) {
      if (!text.includes(fold(answer)))
        problems.push(`quiz[${i}]: the answer '${answer}' is not in the site's content`);
    }
  });
  return problems;
}

const IAST_MARKS = /[āīūṛṝḷṅñṭḍṇśṣṃḥ]/i;
const letters = (text: string) => fold(text).replace(/[^a-z]/g, '');

/**
 * Devanagari and IAST must agree: a display name written in IAST (it has diacritics) must be the
 * transliteration of its `sanskrit_name` (a final inherent -a may be dropped, and a name may add
 * words, like "Śārṅga Bow"). English names ("Arrow Heads") are not checked.
 */
export function checkSanskritPairs(corpus: Corpus): string[] {
  const problems: string[] = [];
  const check = (where: string, name: string, devanagari: string | undefined) => {
    if (!devanagari || !IAST_MARKS.test(name)) return;
    const iast = letters(toIast(devanagari));
    const shown = letters(name);
    if (!(shown.startsWith(iast) || shown.startsWith(iast.replace(/a$/, '')) || iast.startsWith(shown))) {
      problems.push(`${where}: the name '${name}' does not match ${devanagari} (${toIast(devanagari)})`);
    }
  };
  for (const category of corpus.categories) {
    check(category.id, category.name, category.sanskrit_name);
    for (const item of category.items) {
      check(`${category.id}/${item.id}`, item.name, item.sanskrit_name);
      for (const sub of item.items ?? []) check(`${category.id}/${item.id}/${sub.id}`, sub.name, sub.sanskrit_name);
    }
  }
  for (const sage of corpus.saptarishis) check(`saptarishis/${sage.key}`, sage.name, sage.sanskrit_name);
  return problems;
}

/**
 * `use_of_medicines_and_charms` → `Use Of Medicines And Charms`: a listing's breadcrumb
 * (docs/architecture.md, "Category, item and specific pages").
 */
function titleFromId(id: string): string {
  return id
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * One name per category (docs/decisions.md, "One name per category"): the product rules fix the
 * breadcrumb as the title-cased id, so the menu, card and heading say the same, and the English
 * meaning goes in the gloss beside it. Every category, and every item and sub-item (each is shown
 * as a card: items on their category's listing, sub-items on their item's page), has a gloss.
 */
export function checkNamesAndGlosses(corpus: Corpus): string[] {
  const problems: string[] = [];
  for (const category of corpus.categories) {
    const title = titleFromId(category.id);
    if (category.name !== title)
      problems.push(
        `${category.id}: the name '${category.name}' must be '${title}' (its English meaning goes in 'gloss')`,
      );
    if (!category.gloss) problems.push(`${category.id}: no gloss (a few plain English words beside its name)`);
    for (const item of category.items) {
      if (!item.gloss) problems.push(`${category.id}/${item.id}: no gloss (shown on its card)`);
      for (const sub of item.items ?? [])
        if (!sub.gloss) problems.push(`${category.id}/${item.id}/${sub.id}: no gloss (shown on its card)`);
    }
  }
  return problems;
}

/**
 * Share images (content/src/shareImages.ts): every card has its PNG, and the manifest's hash of
 * its inputs (text, pictures, generator) still matches; no PNG is left over from a removed card.
 */
function checkShareImages(corpus: Corpus, imagesDir: string): string[] {
  const problems: string[] = [];
  const manifest = readShareManifest(imagesDir);
  const script = existsSync(SHARE_SCRIPT) ? readFileSync(SHARE_SCRIPT, 'utf8') : '';
  const cards = shareCards(corpus);
  for (const card of cards) {
    if (!existsSync(join(imagesDir, SHARE_DIR, `${card.id}.png`))) {
      problems.push(`share image for ${card.id} is missing: run \`${SHARE_COMMAND}\``);
    } else if (manifest[card.id] !== shareImageHash(card, imagesDir, script)) {
      problems.push(`share image for ${card.id} is stale: run \`${SHARE_COMMAND}\``);
    }
  }
  const ids = new Set(cards.map((card) => `${card.id}.png`));
  for (const file of listFiles(join(imagesDir, SHARE_DIR))) {
    const name = relative(join(imagesDir, SHARE_DIR), file);
    if (`${SHARE_DIR}/${name}` !== SHARE_MANIFEST && !ids.has(name)) {
      problems.push(`images/${SHARE_DIR}/${name} is no page's share image: run \`${SHARE_COMMAND}\``);
    }
  }
  return problems;
}

/**
 * Each video's file, captions and poster exist (the poster is checked with the images), and
 * content/videos holds only videos and captions.
 */
export function checkVideos(corpus: Corpus, videosDir: string, imagesDir: string): string[] {
  const problems: string[] = [];
  const inVideos = (url: string) => join(videosDir, url.replace(/^\/videos\//, ''));
  for (const { video, where } of videosOf(corpus.categories)) {
    const { file } = video;
    if (!file) continue;
    if (!existsSync(inVideos(file.src))) problems.push(`${where}: video ${file.src} does not exist in content/videos`);
    if (file.captions && !existsSync(inVideos(file.captions)))
      problems.push(`${where}: captions ${file.captions} do not exist in content/videos`);
    if (file.poster && !existsSync(join(imagesDir, file.poster.replace(/^\/images\//, ''))))
      problems.push(`${where}: poster ${file.poster} does not exist in content/images`);
  }
  for (const path of listFiles(videosDir)) {
    if (!/\.(mp4|webm|vtt)$/.test(path))
      problems.push(`videos/${relative(videosDir, path)}: only .mp4, .webm and .vtt files`);
  }
  return problems;
}

export function runAllChecks(
  corpus: Corpus,
  imagesDir: string,
  alsoReferenced: string[] = [],
  videosDir = join(imagesDir, '..', 'videos'),
): string[] {
  return [
    ...checkIds(corpus),
    ...checkImages(corpus, imagesDir),
    ...checkVideos(corpus, videosDir, imagesDir),
    ...unreferencedImages(corpus, imagesDir, alsoReferenced),
    ...checkLinks(corpus),
    ...checkCardFields(corpus),
    ...checkWords(corpus),
    ...checkQuiz(corpus),
    ...checkQuizPlay(corpus),
    ...checkSanskritPairs(corpus),
    ...checkNamesAndGlosses(corpus),
    ...checkTypography(corpus),
    ...checkShareImages(corpus, imagesDir),
    ...checkCitations(corpus),
    ...checkHymnVerses(corpus),
    ...checkCeNotes(corpus),
    ...checkChapterLengths(corpus),
    ...checkCitedChapters(corpus),
    ...checkProseLinks(corpus),
    ...checkRelated(corpus),
    ...checkReferenceTitles(corpus),
  ];
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}
