/**
 * Offline (PWA): the built site with its service worker. A visitor opens the home page, the
 * worker installs (precaching the home, quiz, sage and saved pages), a category page is visited; then,
 * offline, those pages open with their content, a page never visited shows the offline page and
 * the feedback form says it cannot send and keeps what was typed.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrateIsland, testIds, waitForHydration } from './support.ts';

// Service workers are allowed here whatever the project default is.
test.use({ serviceWorkers: 'allow' });

/** Waits for the worker to be active, then reloads once so the page is controlled by it. */
async function installServiceWorker(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await waitForHydration(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** The width of a loaded image (0 when it failed). */
const imageWidth = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.naturalWidth);

test.describe('offline', () => {
  test('visited and precached pages open offline; others show the offline page', async ({ page, context }) => {
    test.slow();
    await installServiceWorker(page);
    await page.goto('/astras');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Astras');

    await context.setOffline(true);
    for (const [path, heading] of [
      ['/', 'Uncover the forgotten knowledge of the ancient texts'],
      ['/quiz', 'Quiz Challenge'],
      ['/saptarishi', 'Vasiṣṭha'],
      ['/astras', 'Astras'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toContainText(heading);
      await waitForHydration(page);
      expect(await imageWidth(page, '.brand img'), `${path}: header logo`).toBeGreaterThan(0);
    }
    // The home page's images were stored at install, with its HTML.
    await page.goto('/');
    const card = page.getByTestId(testIds.categoryCard).first().locator('img');
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Client-side navigation offline: the quiz's documents come from the worker's cache.
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Quiz' }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiz Challenge');
    await expect(page.getByTestId(testIds.errorScreen)).toHaveCount(0);

    // A page never visited: the offline page, in the site's look, linking to what works.
    await page.goto('/vyuham');
    await expect(page).toHaveTitle('You are offline | Shastra');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByText(/You are offline, and this page has not been saved/)).toBeVisible();
    const offlineLinks = page.getByRole('navigation', { name: 'Pages available offline' }).getByRole('link');
    await expect(offlineLinks).toHaveText([
      'Home',
      'Quiz Challenge',
      'The seven sages (Saptarishi)',
      'Your saved pages',
    ]);
    await expect(page.locator('.header')).toHaveCSS('background-color', 'rgb(92, 26, 16)');
    expect(await imageWidth(page, '.brand img')).toBeGreaterThan(0);
    await offlineLinks.filter({ hasText: 'Quiz Challenge' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiz Challenge');

    // Back online, the page never visited loads from the network again.
    await context.setOffline(false);
    await page.goto('/vyuham');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Vyuham');
  });

  test('the feedback form, sent offline, says it cannot send and keeps what was typed', async ({ page, context }) => {
    test.slow();
    await installServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/#feedback');
    // The form hydrates when it comes into view, which html[data-hydrated] does not wait for.
    await hydrateIsland(page, 'FeedbackForm');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    const form = page.getByTestId(testIds.feedbackForm);
    await form.getByLabel('Email').fill('reader@example.org');
    await form.getByLabel('Message').fill('Written on a train without a signal.');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    const message = page.getByTestId(testIds.feedbackError);
    await expect(message).toHaveText(
      'You are offline, so your message could not be sent. It is still here: send it again when you are back online.',
    );
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(form.getByLabel('Email')).toHaveValue('reader@example.org');
    await expect(form.getByLabel('Message')).toHaveValue('Written on a train without a signal.');
    await expect(page.getByTestId(testIds.thankYouDialog)).toBeHidden();
    expect(dialogs).toEqual([]);

    // Back online, the same text is sent (the worker never stored or replayed it).
    await context.setOffline(false);
    const [request] = await Promise.all([
      page.waitForRequest('**/documents/savefeedback'),
      form.getByRole('button', { name: 'Send feedback' }).click(),
    ]);
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({
      email: 'reader@example.org',
      message: 'Written on a train without a signal.',
    });
    await expect(page.getByTestId(testIds.thankYouDialog)).toBeVisible();
  });

  test('the manifest is linked and valid, with 192 and 512 WebP icons that exist', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(await response.text()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Shastra', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any').includes('any'));
      expect(icon?.type, `${size} icon`).toBe('image/webp');
      const image = await page.request.get(icon?.src ?? '');
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/webp');
      expect(webpSize(await image.body())).toEqual([size, size]);
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    // Safari's home-screen icon stays a PNG.
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const png = await page.request.get(touchIcon ?? '');
    expect(png.status()).toBe(200);
    expect((await png.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

/** Width and height of a WebP file, from its first chunk (lossy, lossless or extended). */
function webpSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ') return [bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff];
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  expect(chunk).toBe('VP8X');
  return [bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1];
}
