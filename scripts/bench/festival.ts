/**
 * `npm run bench -- festival`: opens /devi in headless Debian Chromium and measures, over 5 s, the
 * frames the dot grid draws per second and how busy the main thread is (Chrome's TaskDuration
 * metric over wall time). Goal: ≥ 28 frames per second, main thread < 20 % busy.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';
import { startBuiltServer } from '../lib/builtServer.ts';
import { loadLine, requireQuietMachine } from './machine.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const busyNote = await requireQuietMachine('bench -- festival');
const server = await startBuiltServer({ LOG_LEVEL: 'warn' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const rows: string[] = [];
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${server.url}/devi`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const metric = async (name: string) =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;
    const frames = () =>
      page
        .locator('.festival__canvas')
        .evaluate((canvas) => (canvas as HTMLCanvasElement & { frames?: number }).frames ?? 0);
    const [framesBefore, taskBefore, wallBefore] = [await frames(), await metric('TaskDuration'), performance.now()];
    await page.waitForTimeout(SECONDS * 1000);
    const [framesAfter, taskAfter, wallAfter] = [await frames(), await metric('TaskDuration'), performance.now()];
    const seconds = (wallAfter - wallBefore) / 1000;
    const fps = (framesAfter - framesBefore) / seconds;
    const busy = ((taskAfter - taskBefore) / seconds) * 100;
    rows.push(
      `| ${width}×${height} | ${fps.toFixed(1)} | ${busy.toFixed(1)} % | ${fps >= 28 && busy < 20 ? 'yes' : 'no'} |`,
    );
    await page.close();
  }
  console.log(
    `\n/devi in headless Chromium, ${SECONDS} s per viewport (Node ${process.version}); ${loadLine()} after the run${busyNote ? `\n${busyNote}` : ''}\n`,
  );
  console.log('| viewport | frames/s | main thread busy | goal met (≥ 28 fps, < 20 %) |');
  console.log('|---|---:|---:|---|');
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  await server.stop();
}
