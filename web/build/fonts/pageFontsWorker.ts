/**
 * Page fonts (pageFonts.ts) in a thread of their own, so the prerenderer renders the next pages
 * while this one shapes and cuts the fonts of the last: the build's two CPU-heavy steps overlap.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createPageFonts, type PageFont, type PageFontsSummary } from './pageFonts.ts';

interface Request {
  id: number;
  html: string;
}
type Answer = { id: number; font: PageFont | undefined } | { id: number; error: string };

export interface PageFontsThread {
  /** As `PageFonts.fontFor`, computed in the thread. */
  fontFor(html: string): Promise<PageFont | undefined>;
  /** Ends the thread and tells what it made. */
  close(): Promise<PageFontsSummary>;
}

export function startPageFontsThread(assetsDir: string): PageFontsThread {
  const worker = new Worker(new URL(import.meta.url), { workerData: { assetsDir } });
  const waiting = new Map<number, { resolve: (font: PageFont | undefined) => void; reject: (error: Error) => void }>();
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (answer: Answer | { summary: PageFontsSummary }) => {
    if ('summary' in answer) return;
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ('error' in answer) pending?.reject(new Error(answer.error));
    else pending?.resolve(answer.font);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => {
    if (waiting.size > 0) failAll(new Error(`the page fonts thread exited (${code})`));
  });
  let next = 0;
  return {
    fontFor(html) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, html } satisfies Request);
      });
    },
    close() {
      return new Promise((resolve, reject) => {
        worker.once('message', (answer: { summary?: PageFontsSummary }) => {
          if (answer.summary) resolve(answer.summary);
          void worker.terminate();
        });
        worker.once('error', reject);
        worker.postMessage('close');
      });
    },
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const fonts = await createPageFonts({ assetsDir: (workerData as { assetsDir: string }).assetsDir });
  // One page at a time, in order, so two pages never make the same font file at once.
  let queue = Promise.resolve();
  port.on('message', (request: Request | 'close') => {
    queue = queue.then(async () => {
      if (request === 'close') {
        port.postMessage({ summary: fonts.summary() });
        return;
      }
      try {
        port.postMessage({ id: request.id, font: await fonts.fontFor(request.html) } satisfies Answer);
      } catch (error) {
        port.postMessage({ id: request.id, error: (error as Error).message } satisfies Answer);
      }
    });
  });
}
