/**
 * `npm run bench -- session`: what a reader's visit costs on the wire, page by page. One browser
 * profile walks the pages a curious reader might (the home page, a category and an astra, a verse,
 * the formations, four consecutive verses, the quiz, the sages, the bow), with the HTTP cache on and
 * the service worker blocked (it would fetch pages of its own). Each page is opened as from a link
 * on the one before (with its referrer), left to settle
 * (its islands, fonts and idle fetches), and the bytes that crossed the network while it did are
 * counted (compressed, as sent; a file from the cache counts nothing).
 * Goals (docs/testing.md, "Benchmarks"): the first page ≤ 160 KB, the median of the later ones ≤ 8 KB.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';
import { startBuiltServer } from '../lib/builtServer.ts';

export const READING_SESSION = [
  '/',
  '/astras',
  '/astras/brahmastra',
  '/texts/mahabharata/1.2.10',
  '/vyuham',
  '/vyuham/garuda_vyuha',
  '/texts/dhanurveda_samhita/1.4',
  '/texts/dhanurveda_samhita/1.5',
  '/texts/dhanurveda_samhita/1.6',
  '/texts/dhanurveda_samhita/1.7',
  '/quiz',
  '/saptarishi',
  '/weapon_building/bow_building/bow',
];

interface PageCost {
  path: string;
  requests: number;
  bytes: number;
  /** The page's own HTML, as sent. */
  htmlBytes: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function readingSession(): Promise<string[]> {
  const server = await startBuiltServer({ LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let current: PageCost | undefined;
    const documents = new Set<string>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document') documents.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (!current || event.encodedDataLength === 0) return;
      current.requests++;
      current.bytes += event.encodedDataLength;
      if (documents.has(event.requestId)) current.htmlBytes += event.encodedDataLength;
    });
    const costs: PageCost[] = [];
    let previous: string | undefined;
    for (const path of READING_SESSION) {
      current = { path, requests: 0, bytes: 0, htmlBytes: 0 };
      // As if following a link from the page before (its referrer, as a click sends it).
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle', ...(previous ? { referer: previous } : {}) });
      previous = page.url();
      // What a reader's next seconds bring: islands that hydrate when idle, the fonts' swap.
      await page.waitForTimeout(1500);
      costs.push(current);
    }
    current = undefined;
    const later = costs
      .slice(1)
      .map((cost) => cost.bytes)
      .sort((a, b) => a - b);
    const median = later[Math.floor(later.length / 2)] ?? 0;
    const first = costs[0]?.bytes ?? 0;
    const width = Math.max(...costs.map((cost) => cost.path.length));
    return [
      'Reading session (one profile, HTTP cache on, service worker blocked; bytes on the wire):',
      `  ${'page'.padEnd(width)}  requests     total      HTML`,
      ...costs.map(
        (cost) =>
          `  ${cost.path.padEnd(width)}  ${String(cost.requests).padStart(8)}  ${kb(cost.bytes).padStart(8)}  ${kb(cost.htmlBytes).padStart(8)}`,
      ),
      `  first page ${kb(first)} (≤ 160 KB: ${first <= 160 * 1024 ? 'yes' : 'no'}); ` +
        `later pages median ${kb(median)} (≤ 8 KB: ${median <= 8 * 1024 ? 'yes' : 'no'})`,
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
