/**
 * Lighthouse in Debian's Chromium, shared by the page-budget gate (accessibility, best practices
 * and SEO scores, which do not depend on how busy the machine is) and `npm run bench -- lighthouse`
 * (performance, which does). One headless Chromium serves every page; a run Lighthouse could not
 * record (e.g. NO_NAVSTART) is repeated once in a fresh Chromium.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { launchHeadlessChromium, type HeadlessChromium } from './headlessChromium.ts';

export type { Result };

/** One headless Chromium for all pages; relaunched when a run fails. */
export class LighthouseBrowser {
  private chrome: HeadlessChromium | undefined;

  async port(): Promise<number> {
    this.chrome ??= await launchHeadlessChromium();
    return this.chrome.port;
  }

  /** Synchronous, so it can run from a signal handler too. */
  kill() {
    this.chrome?.kill();
    this.chrome = undefined;
  }
}

async function runOnce(url: string, browser: LighthouseBrowser, flags: Flags): Promise<Result> {
  const runner = await lighthouse(url, { port: await browser.port(), output: 'json', logLevel: 'error', ...flags });
  if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
  if (runner.lhr.runtimeError) {
    throw new Error(
      `Lighthouse could not audit ${url}: ${runner.lhr.runtimeError.code}: ${runner.lhr.runtimeError.message}`,
    );
  }
  return runner.lhr;
}

/** One Lighthouse run (mobile defaults unless `flags` say otherwise), retried once in a fresh Chromium. */
export async function runLighthouse(url: string, browser: LighthouseBrowser, flags: Flags = {}): Promise<Result> {
  try {
    return await runOnce(url, browser, flags);
  } catch (error) {
    if ((error as Error).message.startsWith('Could not start Chromium')) throw error;
    console.log(`  ${url}: ${(error as Error).message}; trying once more in a fresh Chromium`);
    browser.kill();
    return runOnce(url, browser, flags);
  }
}

/** A short description of up to three items an audit flagged (elements, URLs). */
function flaggedItems(audit: Result['audits'][string]): string[] {
  const details = audit.details;
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  const describe = (item: unknown): string | undefined => {
    if (!item || typeof item !== 'object') return undefined;
    const record = item as Record<string, unknown>;
    const node = record.node as { selector?: string; snippet?: string; nodeLabel?: string } | undefined;
    if (node?.selector || node?.snippet) {
      const label = node.nodeLabel ? ` ("${node.nodeLabel.slice(0, 40)}")` : '';
      return `${node.selector ?? node.snippet}${label}`;
    }
    // Console errors (errors-in-console): where from, and what.
    if (typeof record.source === 'string' && typeof record.description === 'string') {
      const where = (record.sourceLocation as { url?: string } | undefined)?.url;
      return `${record.source}: ${record.description.slice(0, 200)}${where ? ` (${where})` : ''}`;
    }
    if (record.type === 'list-section') return undefined;
    for (const key of ['url', 'source', 'label']) {
      const value = record[key];
      if (typeof value === 'string' && value) return value;
      if (value && typeof value === 'object' && 'url' in value) return String((value as { url: unknown }).url);
    }
    return undefined;
  };
  const described = details.items.map(describe).filter((text): text is string => Boolean(text));
  const shown = described.slice(0, 3);
  if (described.length > shown.length) shown.push(`… and ${described.length - shown.length} more`);
  return shown;
}

/** The audits that cost a category points, weighted ones first, each with what it flagged. */
export function failingAudits(lhr: Result, category: string): string[] {
  const lines: string[] = [];
  const refs = [...(lhr.categories[category]?.auditRefs ?? [])].sort((a, b) => b.weight - a.weight);
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
    // Performance insights with no estimated savings are advice, not lost points.
    if (category === 'performance' && ref.weight === 0 && audit.score >= 0.9) continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    const weight = ref.weight > 0 ? `weight ${ref.weight}` : 'unweighted';
    lines.push(`    - ${ref.id}: ${audit.title}${value}, score ${audit.score}, ${weight}`);
    for (const item of flaggedItems(audit)) lines.push(`        ${item}`);
  }
  return lines;
}

/**
 * Lighthouse in a process of its own, so several pages can be audited side by side (one process
 * runs one audit at a time). `chromiumPath` is the browser it audits in (else the full Chromium,
 * or `CHROME_PATH`). `close` ends the process and its Chromium.
 */
export class LighthouseWorker {
  private readonly child: ChildProcess;

  constructor(chromiumPath?: string) {
    this.child = fork(join(import.meta.dirname, 'lighthouseWorker.ts'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [],
      env: chromiumPath ? { ...process.env, CHROME_PATH: chromiumPath } : process.env,
    });
  }

  run(url: string, flags: Flags = {}): Promise<Result> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the Lighthouse process exited (${code})`));
      this.child.once('exit', onExit);
      this.child.once('message', (answer: { ok: true; lhr: Result } | { ok: false; error: string }) => {
        this.child.off('exit', onExit);
        if (answer.ok) resolve(answer.lhr);
        else reject(new Error(answer.error));
      });
      this.child.send({ url, flags });
    });
  }

  close() {
    if (this.child.connected) this.child.disconnect();
  }
}
