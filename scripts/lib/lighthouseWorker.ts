/**
 * A Lighthouse run in its own process (Lighthouse keeps global state, so one process runs one audit
 * at a time). Forked by runLighthouseInWorker() below: it receives a URL and flags over IPC and
 * answers with the result, or with the error, then waits for the next.
 */
import type { Flags } from 'lighthouse';
import { LighthouseBrowser, runLighthouse } from './lighthouse.ts';

interface Job {
  url: string;
  flags: Flags;
}

const browser = new LighthouseBrowser();
process.on('disconnect', () => {
  browser.kill();
  process.exit(0);
});
process.on('message', (job: Job) => {
  runLighthouse(job.url, browser, job.flags).then(
    (lhr) => process.send?.({ ok: true, lhr }),
    (error: unknown) => process.send?.({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
