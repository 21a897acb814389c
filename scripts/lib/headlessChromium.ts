/**
 * Debian's Chromium in the new headless mode, for the tools that speak DevTools themselves
 * (Lighthouse). chrome-launcher's browser
 * outlives the process that started it, so it is killed when this process exits, also without a
 * `finally` (a signal, `process.exit`).
 */
import { accessSync, constants } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';

const CHROME_PATH = process.env.CHROME_PATH || CHROMIUM_PATH;
// Lighthouse wants the new headless mode; the other flags are the ones every browser run uses.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')];

export interface HeadlessChromium {
  /** Its DevTools port on 127.0.0.1. */
  port: number;
  /** Synchronous and safe to repeat, so it can run from a signal or exit handler too. */
  kill(): void;
}

export async function launchHeadlessChromium(): Promise<HeadlessChromium> {
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    // chrome-launcher crashes the process (an unhandled 'error' event) on a missing binary.
    accessSync(CHROME_PATH, constants.X_OK);
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      handleSIGINT: false,
      logLevel: 'silent',
    });
  } catch (error) {
    throw new Error(`Could not start Chromium at ${CHROME_PATH}: ${(error as Error).message}`, { cause: error });
  }
  const kill = () => {
    process.off('exit', kill);
    try {
      chrome.kill();
    } catch {
      // already gone
    }
  };
  process.once('exit', kill);
  return { port: chrome.port, kill };
}
