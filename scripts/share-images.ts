/**
 * Share images for social networks (Open Graph / Twitter `summary_large_image`, which take no
 * SVG): renders each card of content/src/shareImages.ts as HTML in Debian's Chromium, offline
 * (fonts from @fontsource inlined as data: URLs, illustrations inlined), and writes
 * content/images/share/{id}.png plus manifest.json (id → hash of the card's inputs), which the
 * content check compares to tell a stale image.
 *   node scripts/share-images.ts [id...]
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/playwright.config.ts';
import { imagesDir, loadCorpus } from '../content/src/index.ts';
import {
  SHARE_DIR,
  SHARE_HEIGHT,
  SHARE_LOGO,
  SHARE_MANIFEST,
  SHARE_SCRIPT,
  SHARE_WIDTH,
  readShareManifest,
  shareCards,
  shareImageHash,
  type ShareCard,
} from '../content/src/shareImages.ts';

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext', 'devanagari'];
/** Over this a PNG is reported: a share image should stay small. */
const MAX_BYTES = 150 * 1024;
/** Where the picture (or the home card's logo) is centred. */
const ART_X = 900;

/** A @fontsource stylesheet with its latin, latin-ext and devanagari faces inlined as data: URLs. */
function inlineFonts(pkg: string, sheet: string): string {
  const css = readFileSync(require.resolve(`${pkg}/${sheet}`), 'utf8');
  const dir = dirname(require.resolve(`${pkg}/${sheet}`));
  return css
    .split(/(?=\/\* )/)
    .filter((block) => {
      const face = /^\/\* (\S+)-\d+-(?:normal|italic) \*\//.exec(block)?.[1] ?? '';
      return SUBSETS.some((subset) => face.endsWith(`-${subset}`));
    })
    .map((block) =>
      block.replace(/src: url\(\.\/(files\/[^)]+\.woff2)\)[^;]*;/, (_, file: string) => {
        const data = readFileSync(join(dir, file)).toString('base64');
        return `src: url(data:font/woff2;base64,${data}) format('woff2');`;
      }),
    )
    .join('');
}

const FONT_CSS = [
  inlineFonts('@fontsource/noto-serif', '700.css'),
  inlineFonts('@fontsource/noto-serif', '400-italic.css'),
  inlineFonts('@fontsource/noto-sans', '400.css'),
  inlineFonts('@fontsource/noto-sans', '600.css'),
  inlineFonts('@fontsource/noto-sans-devanagari', '600.css'),
].join('\n');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const svgDataUrl = (url: string) =>
  `data:image/svg+xml;base64,${readFileSync(join(imagesDir, url.replace(/^\/images\//, ''))).toString('base64')}`;

/* Flat colours only: a gradient over the whole card triples the PNG's size. */
const STYLE = `
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: ${SHARE_WIDTH}px; height: ${SHARE_HEIGHT}px; overflow: hidden; }
body {
  position: relative;
  font-family: 'Noto Sans', 'Noto Sans Devanagari', sans-serif;
  color: #fbf6ec;
  background: #2a0d07;
}
.halo { position: absolute; left: ${ART_X}px; top: ${SHARE_HEIGHT / 2}px; }
.halo i { position: absolute; border-radius: 50%; transform: translate(-50%, -50%); }
.halo i:nth-child(1) { width: 1240px; height: 1240px; background: #3a110a; }
.halo i:nth-child(2) { width: 900px; height: 900px; background: #4a160c; }
.halo i:nth-child(3) { width: 620px; height: 620px; background: #5c1a10; border: 2px solid rgb(217 164 65 / 0.35); }
.frame { position: absolute; inset: 18px; border: 2px solid #d9a441; border-radius: 10px; opacity: 0.8; }
.frame::after { content: ''; position: absolute; inset: 6px; border: 1px solid #d9a441; border-radius: 6px; opacity: 0.45; }
.text {
  position: absolute; left: 72px; top: 58px; bottom: 50px; width: 540px;
  display: flex; flex-direction: column;
}
.brand { display: flex; align-items: center; gap: 16px; }
.brand img { width: 60px; height: 60px; }
.brand span { font: 700 34px/1 'Noto Serif', serif; letter-spacing: 0.01em; color: #fbf6ec; }
.main { flex: 1; display: flex; flex-direction: column; justify-content: center; padding-bottom: 8px; }
.sanskrit { display: flex; align-items: baseline; gap: 0 18px; flex-wrap: wrap; margin-bottom: 4px; }
.deva { font: 600 44px/1.35 'Noto Sans Devanagari', sans-serif; color: #d9a441; }
.iast { font: italic 400 30px/1.2 'Noto Serif', serif; color: #f0a35a; }
h1 { font: 700 74px/1.08 'Noto Serif', serif; color: #fbf6ec; letter-spacing: -0.01em; }
.rule { display: flex; align-items: center; gap: 12px; margin: 22px 0 18px; }
.rule i { display: block; height: 3px; width: 72px; background: #d9a441; border-radius: 2px; }
.rule b { display: block; width: 12px; height: 12px; background: #e8953f; transform: rotate(45deg); }
.rule i + b + i { width: 24px; opacity: 0.7; }
.tagline { font: 400 28px/1.38 'Noto Sans', sans-serif; color: #f3e7d3; }
.footer { white-space: nowrap; font: 400 21px/1 'Noto Sans', sans-serif; color: #cbb89e; }
.footer strong { font-weight: 600; color: #d9a441; letter-spacing: 0.03em; margin-right: 12px; }
.art { position: absolute; left: ${ART_X}px; top: ${SHARE_HEIGHT / 2}px; }
.card {
  position: absolute; width: 470px; height: 356px; padding: 12px; border-radius: 22px;
  background: #fbf6ec; border: 3px solid #d9a441;
  box-shadow: 0 12px 0 rgb(0 0 0 / 0.3);
  transform: translate(-50%, -50%);
}
.card img { display: block; width: 100%; height: 100%; }
/* Three pictures: the first large, the other two smaller, stacked beside it. */
.fan .card { width: 212px; height: 162px; padding: 7px; border-radius: 14px; border-width: 2px; }
.fan .card:nth-child(1) {
  z-index: 1; width: 344px; height: 260px; padding: 10px; border-radius: 18px; border-width: 3px;
  transform: translate(calc(-50% - 94px), -50%);
}
.fan .card:nth-child(2) { transform: translate(calc(-50% + 152px), calc(-50% - 112px)) rotate(4deg); }
.fan .card:nth-child(3) { transform: translate(calc(-50% + 152px), calc(-50% + 112px)) rotate(-4deg); }
/* The home card: the name is the title, the logo is the picture. */
.site .brand { display: none; }
.site h1 { font-size: 116px; }
.site .tagline { font-size: 34px; }
.site .logo { position: absolute; width: 380px; height: 380px; transform: translate(-50%, -50%); }
`;

function cardHtml(card: ShareCard): string {
  const sanskrit = card.sanskrit
    ? `<p class="sanskrit"><span class="deva" lang="sa">${escapeHtml(card.sanskrit)}</span>` +
      `<span class="iast" lang="sa-Latn">${escapeHtml(card.iast ?? '')}</span></p>`
    : '';
  const pictures = card.images.map((url) => `<div class="card"><img src="${svgDataUrl(url)}" alt=""></div>`);
  const art =
    card.layout === 'site'
      ? `<div class="art"><img class="logo" src="${svgDataUrl(SHARE_LOGO)}" alt=""></div>`
      : `<div class="art${pictures.length > 1 ? ' fan' : ''}">${pictures.join('')}</div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${FONT_CSS}${STYLE}</style></head>
<body class="${card.layout}"><div class="halo"><i></i><i></i><i></i></div><div class="frame"></div>
<div class="text">
  <div class="brand"><img src="${svgDataUrl(SHARE_LOGO)}" alt=""><span>${escapeHtml(card.siteName)}</span></div>
  <div class="main">
    ${sanskrit}
    <h1>${escapeHtml(card.title)}</h1>
    <div class="rule"><i></i><b></b><i></i></div>
    <p class="tagline">${escapeHtml(card.tagline)}</p>
  </div>
  <p class="footer"><strong>${escapeHtml(card.host)}</strong>${card.layout === 'site' ? '' : escapeHtml(card.siteTagline)}</p>
</div>
${art}
</body></html>`;
}

/**
 * Runs in the page: fits the text by shrinking type a step at a time (the Sanskrit name to one
 * line, the title to two, then the whole block into its space), and reports what still does not
 * fit or which font did not load.
 */
function fitText(): string[] {
  const problems: string[] = [];
  const all = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
  const lineHeight = (element: HTMLElement) => parseFloat(getComputedStyle(element).lineHeight);
  const shrink = (elements: HTMLElement[], min: number) => {
    const sizes = elements.map((element) => parseFloat(getComputedStyle(element).fontSize));
    if (sizes.some((size) => size - 2 < min)) return false;
    elements.forEach((element, i) => (element.style.fontSize = `${(sizes[i] ?? min) - 2}px`));
    return true;
  };
  const [main, sanskrit, deva, title, tagline] = ['.main', '.sanskrit', '.deva', 'h1', '.tagline'].map((selector) =>
    document.querySelector<HTMLElement>(selector),
  );
  if (!main || !title || !tagline) return ['the card has no title or tagline'];
  if (sanskrit && deva) {
    while (sanskrit.offsetHeight > 1.3 * lineHeight(deva) && shrink(all('.deva, .iast'), 24));
  }
  while (title.offsetHeight > 2.2 * lineHeight(title) && shrink([title], 44));
  const room = main.clientHeight - 20;
  const used = () => {
    const children = [...main.children];
    const first = children[0]?.getBoundingClientRect();
    const last = children.at(-1)?.getBoundingClientRect();
    return first && last ? last.bottom - first.top : 0;
  };
  while (used() > room && (shrink([title], 52) || shrink([tagline], 22)));
  if (used() > room) problems.push('the text does not fit');
  // Each text in its own font: check() is false while a face it needs is not loaded.
  for (const element of document.querySelectorAll<HTMLElement>('h1, .deva, .iast, .tagline, .brand span, .footer')) {
    const text = element.textContent ?? '';
    if (!document.fonts.check(getComputedStyle(element).font, text))
      problems.push(`the font of '${text}' did not load`);
  }
  document.fonts.forEach((face) => {
    if (face.status === 'error') problems.push(`a ${face.family} face failed to load`);
  });
  return problems;
}

const outDir = join(imagesDir, SHARE_DIR);
mkdirSync(outDir, { recursive: true });
const corpus = loadCorpus();
const cards = shareCards(corpus);
const only = new Set(process.argv.slice(2));
for (const id of only) if (!cards.some((card) => card.id === id)) throw new Error(`no share card '${id}'`);
const scriptSource = readFileSync(SHARE_SCRIPT, 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: SHARE_WIDTH, height: SHARE_HEIGHT }, deviceScaleFactor: 1 });
// Everything is inline: refuse any request, so a stray URL fails instead of reaching out.
await page.route('**/*', (route) => route.abort());
let failed = false;
const rendered = new Set<string>();
for (const card of cards) {
  if (only.size > 0 && !only.has(card.id)) continue;
  await page.setContent(cardHtml(card), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const problems = await page.evaluate(fitText);
  const file = join(outDir, `${card.id}.png`);
  await page.screenshot({ path: file, type: 'png' });
  const bytes = statSync(file).size;
  if (bytes > MAX_BYTES) problems.push(`${Math.round(bytes / 1024)} KB, over ${MAX_BYTES / 1024} KB`);
  for (const problem of problems) console.error(`${card.id}: ${problem}`);
  failed ||= problems.length > 0;
  // A card with a problem gets no manifest entry, so the content check reports it.
  if (problems.length === 0) rendered.add(card.id);
  console.log(`images/${SHARE_DIR}/${card.id}.png  ${Math.round(bytes / 1024)} KB`);
}
await browser.close();

// Drop images no card makes any more, then record the inputs of each card rendered without a
// problem (with ids given on the command line, only those are rendered; the others keep theirs).
const ids = new Set(cards.map((card) => card.id));
for (const name of readdirSync(outDir)) {
  if (name.endsWith('.png') && !ids.has(name.slice(0, -4))) rmSync(join(outDir, name));
}
const previous = readShareManifest(imagesDir);
const manifest = Object.fromEntries(
  cards
    .map((card) => [
      card.id,
      rendered.has(card.id)
        ? shareImageHash(card, imagesDir, scriptSource)
        : only.size > 0 && !only.has(card.id)
          ? previous[card.id]
          : undefined,
    ])
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(join(imagesDir, SHARE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
if (failed) process.exit(1);
