/**
 * The app icons of web/public/manifest.webmanifest, drawn from the site logo
 * (content/images/site/logo.svg) by Chromium:
 *   node scripts/pwa-icons.ts
 * writes web/public/icons/: icon-192.webp and icon-512.webp (purpose "any": the logo on the
 * header's maroon), icon-maskable-512.webp (purpose "maskable": the logo inside the central 80%
 * safe zone, so a launcher's circle or squircle never cuts it) and apple-touch-icon-180.png (Safari
 * reads PNG). The manifest icons are WebP because browsers fetch one on every first visit to check
 * that the site is installable: as PNG, icon-192 was 26 KB; as WebP at quality 0.8 it is 5 KB. The files are
 * committed; this script is their recipe.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const repoRoot = join(import.meta.dirname, '..');
const logo = readFileSync(join(repoRoot, 'content', 'images', 'site', 'logo.svg'), 'utf8');
const out = join(repoRoot, 'web', 'public', 'icons');
/** The header's colour and the manifest's theme_color. */
const BACKGROUND = '#5c1a10';

/** `logoShare`: the logo's diameter as a share of the icon's side. */
/** `quality`: the WebP encoder's (0–1). The 192 px icon, fetched on first visits, is encoded a little harder. */
const icons = [
  { file: 'icon-192.webp', size: 192, logoShare: 0.88, quality: 0.8 },
  { file: 'icon-512.webp', size: 512, logoShare: 0.88, quality: 0.9 },
  // Maskable: the safe zone is the centred circle of 80% diameter; keep a margin inside it.
  { file: 'icon-maskable-512.webp', size: 512, logoShare: 0.72, quality: 0.9 },
  { file: 'apple-touch-icon-180.png', size: 180, logoShare: 0.8, quality: 1 },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, size, logoShare, quality } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const side = Math.round(size * logoShare);
    const svg = logo.replace(/<svg\b[^>]*?\swidth="\d+"\s+height="\d+"/, (tag) =>
      tag.replace(/\swidth="\d+"/, ` width="${side}"`).replace(/\sheight="\d+"/, ` height="${side}"`),
    );
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;` +
        `place-items:center;background:${BACKGROUND}">${svg}</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: false });
    if (file.endsWith('.png')) writeFileSync(join(out, file), png);
    else {
      // Chromium encodes WebP from a canvas holding the same pixels.
      const dataUrl = await page.evaluate(
        async ([pngBase64, webpQuality]) => {
          const image = new Image();
          image.src = `data:image/png;base64,${pngBase64}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth;
          canvas.height = image.naturalHeight;
          canvas.getContext('2d')?.drawImage(image, 0, 0);
          return canvas.toDataURL('image/webp', webpQuality);
        },
        [png.toString('base64'), quality] as const,
      );
      writeFileSync(join(out, file), Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
    }
    console.log(join('web', 'public', 'icons', file));
    await page.close();
  }
} finally {
  await browser.close();
}
