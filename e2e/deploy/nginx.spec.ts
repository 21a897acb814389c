/**
 * The site as docs/deploy.md deploys it: the static export served by nginx, the Node process
 * behind it for what writes and searches (harness/deploySetup.ts). The export answers every URL
 * as Node does, byte for byte and header for header; pages revalidate and come compressed; a
 * reader's session works through nginx (a page of each kind, a verse, search, feedback, offline);
 * and on a static host with no process at all, search and the quiz still work and the feedback
 * form says it cannot take feedback.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { routeKinds } from '../tests/routes.ts';
import { fetchJson, testIds, waitForHydration } from '../tests/support.ts';
import { compareAnswers } from './compareAnswers.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with e2e/playwright.deploy.config.ts`);
  return value;
};
const nginxUrl = env('E2E_BASE_URL');
const staticUrl = env('DEPLOY_STATIC_URL');
const nodeUrl = env('DEPLOY_NODE_URL');
const exported = JSON.parse(readFileSync(join(env('DEPLOY_EXPORT_DIR'), 'urls.json'), 'utf8')) as {
  urls: { url: string; file: string; status: number }[];
};
const urls = exported.urls.map(({ url }) => url);

test.describe('the export answers as the Node server does', () => {
  test('every exported URL: the same status, type, encoding, cache and security headers, and bytes', async () => {
    test.setTimeout(240_000);
    expect(urls.length).toBeGreaterThan(10_000);
    // Brotli and gzip for every URL; plain for one in ten (the pages' plain HTML is 700 MB).
    const differences = [
      ...(await compareAnswers(nodeUrl, nginxUrl, urls, { encoding: 'br' })),
      ...(await compareAnswers(nodeUrl, nginxUrl, urls, { encoding: 'gzip' })),
      ...(await compareAnswers(
        nodeUrl,
        nginxUrl,
        urls.filter((_, i) => i % 10 === 0),
        { encoding: 'identity' },
      )),
    ];
    expect(differences.slice(0, 20)).toEqual([]);
  });

  test('a page, a document and a build file revalidate: 304 to their ETag', async () => {
    const asset = urls.find((url) => url.startsWith('/assets/') && url.endsWith('.js'));
    for (const url of ['/astras/brahmastra', '/documents/astras', asset ?? '/sw.js']) {
      const first = await fetch(`${nginxUrl}${url}`, { headers: { 'accept-encoding': 'br' } });
      const etag = first.headers.get('etag');
      expect(etag, url).toBeTruthy();
      const again = await fetch(`${nginxUrl}${url}`, {
        headers: { 'accept-encoding': 'br', 'if-none-match': etag ?? '' },
      });
      expect(again.status, url).toBe(304);
      expect(again.headers.get('cache-control'), url).toBe(first.headers.get('cache-control'));
    }
  });

  test('pages come brotli to a browser, gzip to a client that takes only gzip, plain to one that takes neither', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${nginxUrl}/vyuham/chakra_vyuha`, { headers: { 'accept-encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
    }
  });
});

test('the systemd unit the export writes for the Node process passes systemd-analyze verify', () => {
  const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((path) => existsSync(path));
  test.skip(!analyze, 'systemd-analyze is not installed here');
  const unit = join(env('DEPLOY_EXPORT_DIR'), 'systemd', 'shastra.service');
  expect(readFileSync(unit, 'utf8')).toContain('SERVE_STATIC=false');
  // Throws, with systemd's words, on a unit it would refuse.
  execFileSync(analyze ?? '', ['verify', unit], { stdio: 'pipe' });
});

test.describe('a reader through nginx', () => {
  test('a page of each kind opens and comes alive', async ({ page }) => {
    test.slow();
    for (const path of routeKinds().filter((path) => !path.startsWith('/search'))) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await waitForHydration(page);
    }
  });

  test('"go to verse" is answered by Node through nginx, and the verse opens', async ({ page }) => {
    await page.goto('/texts/mahabharata?v=7.33.12');
    await expect(page).toHaveURL(/\/texts\/mahabharata\/7\.33\.12$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('7.33.12');
  });

  test('search: the results page and its verses come from Node through nginx', async ({ page }) => {
    const response = await page.goto('/search?q=brahmastra');
    expect(response?.headers()['cache-control']).toBe('private, max-age=60');
    await expect(page.getByTestId(testIds.searchResults).getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId(testIds.searchVerses).getByRole('link').first()).toBeVisible();
  });

  test('feedback is sent through nginx and stored: the thank-you popup', async ({ page }) => {
    await page.goto('/#feedback');
    await waitForHydration(page);
    const form = page.getByTestId(testIds.feedbackForm);
    await form.getByLabel('Email').fill('reader@example.org');
    await form.getByLabel('Message').fill('Sent through nginx.');
    const [answer] = await Promise.all([
      page.waitForResponse('**/documents/savefeedback'),
      form.getByRole('button', { name: 'Send feedback' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await expect(page.getByTestId(testIds.thankYouDialog)).toBeVisible();
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });
    test('a page read through nginx opens again offline', async ({ page, context }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.goto('/astras');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Astras');
      await context.setOffline(true);
      const response = await page.goto('/astras');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Astras');
    });
  });
});

test.describe('on a static host with no process', () => {
  test.use({ baseURL: staticUrl });

  test('search finds the pages in the browser; the verses, which need the server, say they cannot be searched', async ({
    page,
  }) => {
    await page.goto('/search?q=brahmastra');
    await waitForHydration(page);
    await expect(page.getByTestId(testIds.searchPageInput)).toHaveValue('brahmastra');
    await expect(
      page
        .getByTestId(testIds.searchResults)
        .getByRole('link', { name: /Brahmāstra/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId(testIds.searchVerses)).toContainText('The verses could not be searched just now.');
  });

  test('a quiz question’s address opens that question', async ({ page }) => {
    const quiz = await fetchJson<unknown[]>(page, '/documents/quiz');
    await page.goto('/quiz?q=3');
    await expect(page.getByText(`Question 3 of ${quiz.length}`)).toBeVisible();
  });

  test('the feedback form says this copy cannot take feedback, keeps the message and alerts', async ({ page }) => {
    const alerts = collectAlerts(page);
    await page.goto('/#feedback');
    await waitForHydration(page);
    const form = page.getByTestId(testIds.feedbackForm);
    await form.getByLabel('Email').fill('reader@example.org');
    await form.getByLabel('Message').fill('Is anyone there?');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByTestId(testIds.feedbackError)).toContainText('This copy of Shastra cannot take feedback');
    await expect.poll(() => alerts).toEqual(['An error occurred while submitting the form.']);
    await expect(form.getByLabel('Message')).toHaveValue('Is anyone there?');
  });
});

function collectAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}
