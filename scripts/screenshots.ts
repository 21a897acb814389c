/**
 * Screenshots of pages at desktop and phone widths, for looking at what we build:
 *   node scripts/screenshots.ts http://127.0.0.1:8081 OUT_DIR /path1 /path2 ...
 * SCREENSHOT_SCHEME=dark emulates a dark system theme; SCREENSHOT_SCRIPT=iast|devanagari saves
 * that Sanskrit script choice first; SCREENSHOT_FULL=0 keeps to the first screen.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const [base = 'http://127.0.0.1:8081', out = '.tmp/screenshots', ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [1280, 375]) {
  const page = await browser.newPage({
    viewport: { width, height: width > 500 ? 800 : 812 },
    colorScheme: process.env.SCREENSHOT_SCHEME === 'dark' ? 'dark' : 'light',
  });
  const script = process.env.SCREENSHOT_SCRIPT;
  if (script) await page.addInitScript((value) => localStorage.setItem('shastra.script', value), script);
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      // Let scroll-triggered animations run, then return to the top. Instantly: the site scrolls
      // smoothly, and from the bottom of a long page that outlasts the wait below.
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((r) => setTimeout(r, 150));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 1000));
    });
    const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: join(out, name), fullPage: process.env.SCREENSHOT_FULL !== '0' });
    console.log(join(out, name));
  }
  await page.close();
}
await browser.close();
