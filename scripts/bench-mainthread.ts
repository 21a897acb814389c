/**
 * `npm run bench:mainthread`: what each audited page costs the browser's main thread while it
 * loads and hydrates, measured from Chromium traces (headless Debian Chromium, a phone-sized
 * window, no CPU slowdown), RUNS loads per page (10 by default; PAGES=/quiz,/astras limits the
 * pages). For each page, the median and spread of:
 *   - main: all main-thread task time from the first contentful paint until every island that
 *     hydrates unseen has (`html[data-hydrated]`) and a second more;
 *   - script: time in script (module evaluation and function calls) over the whole load;
 *   - blocking at 4×: Σ max(0, 4 × task − 50 ms) over the tasks after the first contentful
 *     paint, the estimate behind Lighthouse's total blocking time on a phone four times slower.
 * Steadier than Lighthouse's single simulated number, so it is the tool for comparing two builds
 * (run it on each, taking turns). It reports; it asserts nothing.
 *
 * Chromium is driven through a bare DevTools connection (lib/cdp.ts) that only traces, so these
 * are the numbers of a visitor's browser. DEVTOOLS=1 turns on the Runtime domain, as Lighthouse and
 * Playwright do, which adds the cost that docs/decisions.md ("Quality budgets") describes.
 */
import { pagesFromEnv } from './lib/auditedPages.ts';
import { builtSiteStamp, startBuiltServer } from './lib/builtServer.ts';
import { CdpBrowser, type CdpEvent } from './lib/cdp.ts';
import { loadLine, requireQuietMachine } from './lib/machine.ts';
import { medianAndSpread } from './lib/stats.ts';

const RUNS = Number(process.env.RUNS ?? 10);
const DEVTOOLS = Boolean(process.env.DEVTOOLS);
/** Lighthouse's mobile CPU slowdown, and the length from which it counts a task as long. */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

interface Load {
  main: number;
  script: number;
  blocking: number;
}

const SCRIPT_EVENTS = new Set([
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'v8.compileModule',
]);

/** Resolves when every island that hydrates unseen has (`html[data-hydrated]`); fails after 30 s. */
const HYDRATED = `new Promise((resolve, reject) => {
  const root = document.documentElement;
  if (root.hasAttribute('data-hydrated')) return resolve();
  const timer = setTimeout(() => reject(new Error('not hydrated after 30 s')), 30000);
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    clearTimeout(timer);
    resolve();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
})`;

/** Resolves with the first event of `method` (from `sessionId`, when given); fails after 30 s. */
function nextEvent(browser: CdpBrowser, method: string, sessionId?: string): Promise<CdpEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no ${method} after 30 s`));
    }, 30_000);
    const stop = browser.on((event) => {
      if (event.method !== method || (sessionId && event.sessionId !== sessionId)) return;
      stop();
      clearTimeout(timer);
      resolve(event);
    });
  });
}

/** The trace Chromium wrote to `stream`, read to its end. */
async function readTrace(browser: CdpBrowser, sessionId: string, stream: string): Promise<TraceEvent[]> {
  let text = '';
  for (;;) {
    const chunk = await browser.send<{ data: string; eof: boolean }>(
      'IO.read',
      { handle: stream, size: 1 << 20 },
      sessionId,
    );
    text += chunk.data;
    if (chunk.eof) break;
  }
  await browser.send('IO.close', { handle: stream }, sessionId);
  return (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** One load of `url` in a fresh browser context (nothing cached), traced from start to hydration. */
async function measure(browser: CdpBrowser, url: string): Promise<Load> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext');
  try {
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const page = <T = Record<string, unknown>>(method: string, params: object = {}) =>
      browser.send<T>(method, params, sessionId);
    await page('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: false,
    });
    await page('Page.enable');
    if (DEVTOOLS) await page('Runtime.enable');

    // Traced through the page's session, as Playwright does: only its renderer is recorded (a
    // browser-wide trace waited 5 s for another process at its end, in most loads).
    const traced = nextEvent(browser, 'Tracing.tracingComplete', sessionId);
    traced.catch(() => undefined); // awaited below, unless the load failed first
    await page('Tracing.start', {
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] },
      transferMode: 'ReturnAsStream',
    });
    const loaded = nextEvent(browser, 'Page.loadEventFired', sessionId);
    await page('Page.navigate', { url });
    await loaded;
    // Runtime.evaluate works without the Runtime domain, and turns nothing on in V8.
    const { exceptionDetails } = await page<{
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', { expression: HYDRATED, awaitPromise: true });
    if (exceptionDetails)
      throw new Error(`${url}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await page('Tracing.end');
    const events = await readTrace(browser, sessionId, (await traced).params.stream as string);

    const paint = events.find((event) => event.name === 'firstContentfulPaint');
    if (!paint) throw new Error(`${url}: the trace has no first contentful paint`);
    const onMain = (event: TraceEvent) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X';
    const ms = (event: TraceEvent) => (event.dur ?? 0) / 1000;
    const tasks = events.filter((event) => onMain(event) && event.name === 'RunTask' && event.ts >= paint.ts);
    // Script events nest (a function call inside a module's evaluation): count only the outermost.
    const scripts = events
      .filter((event) => onMain(event) && SCRIPT_EVENTS.has(event.name))
      .sort((a, b) => a.ts - b.ts);
    let script = 0;
    let coveredUntil = 0;
    for (const event of scripts) {
      if (event.ts < coveredUntil) continue;
      script += ms(event);
      coveredUntil = event.ts + (event.dur ?? 0);
    }
    return {
      main: tasks.reduce((sum, task) => sum + ms(task), 0),
      script,
      blocking: tasks.reduce((sum, task) => sum + Math.max(0, CPU_SLOWDOWN * ms(task) - LONG_TASK_MS), 0),
    };
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId });
  }
}

const busyNote = await requireQuietMachine('bench:mainthread');
const startLoad = loadLine();
const stamp = builtSiteStamp();
const server = await startBuiltServer({ LOG_LEVEL: 'warn' });
const browser = await CdpBrowser.launch();
const rows: string[] = [];
try {
  for (const path of pagesFromEnv()) {
    await measure(browser, server.url + path); // the first load warms the server's caches
    const loads: Load[] = [];
    for (let i = 0; i < RUNS; i++) loads.push(await measure(browser, server.url + path));
    const row = `| ${path} | ${medianAndSpread(loads.map((load) => load.main))} | ${medianAndSpread(loads.map((load) => load.script))} | ${medianAndSpread(loads.map((load) => load.blocking))} |`;
    rows.push(row);
    console.log(row);
  }
} finally {
  browser.close();
  await server.stop();
}
if (builtSiteStamp() !== stamp) {
  console.error('web/dist was rebuilt during the run: the numbers are not valid. Run it again.');
  process.exit(2);
}
console.log(
  `\nMain thread while each page loads, ${RUNS} loads per page, headless Debian Chromium at 412×823, no CPU slowdown` +
    `${DEVTOOLS ? ', with the Runtime domain on (DEVTOOLS=1)' : ''}; ` +
    `median (min–max) in ms. Before: ${startLoad}. After: ${loadLine()}.${busyNote ? `\n${busyNote}` : ''}\n`,
);
console.log('| page | main after first paint | script | blocking at 4× |');
console.log('|---|---:|---:|---:|');
for (const row of rows) console.log(row);
