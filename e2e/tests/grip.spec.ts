/**
 * The string-grip demonstration on the grip pages: it plays once when it comes into view (on
 * Playwright's clock, so only the test moves time), its controls work from the keyboard, it is a
 * still under reduced motion and without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrateIsland, pauseClockNow, testIds, waitForHydration } from './support.ts';

const demo = (page: Page) => page.getByTestId(testIds.gripDemonstration);
const currentStep = (page: Page) => demo(page).locator('li[aria-current="step"]');

/**
 * Opens a grip page on Playwright's clock, stopped, with the demonstration hydrated. The page opens
 * scrolled to its end, so the demonstration (which plays when it comes into view) waits until the
 * clock is stopped and hydrateIsland brings it into view.
 */
async function openOnClock(page: Page, path: string) {
  await page.addInitScript(() =>
    addEventListener('DOMContentLoaded', () => scrollTo(0, document.documentElement.scrollHeight)),
  );
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
  await pauseClockNow(page);
  await hydrateIsland(page, 'GripDemonstration');
}

/**
 * As openOnClock, with the demonstration still at its first step. The clock runs in real time
 * until it is stopped, and the demonstration (in view at once) starts when it hydrates: on a busy
 * machine it could play a step before the clock stopped. Then the page is opened again.
 */
async function openAtFirstStep(page: Page, path: string) {
  await openOnClock(page, path);
  for (let attempt = 1; attempt < 5; attempt++) {
    if (/^Take the string\./.test((await currentStep(page).textContent()) ?? '')) return;
    await page.clock.resume();
    await page.goto(path);
    await waitForHydration(page);
    await pauseClockNow(page);
    await hydrateIsland(page, 'GripDemonstration');
  }
}

/**
 * How many pixels of the drawing's right margin (x 301–311 of its 320 × 240 view, inside the
 * border; the style guide's safe area) are not parchment: the drawing is painted as the browser
 * draws it, onto a canvas.
 */
async function paintInRightMargin(page: Page): Promise<number> {
  return demo(page)
    .locator('svg')
    .evaluate(async (svg) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d');
      if (!context) return -1;
      context.drawImage(image, 0, 0, 640, 480);
      const { data } = context.getImageData(602, 32, 20, 416);
      let painted = 0;
      for (let i = 0; i < data.length; i += 4) {
        const off = Math.max(
          Math.abs((data[i] ?? 0) - 0xf7),
          Math.abs((data[i + 1] ?? 0) - 0xee),
          Math.abs((data[i + 2] ?? 0) - 0xdc),
        );
        if (off > 10) painted++;
      }
      return painted;
    });
}

test('plays once when it comes into view: the hand takes the string, closes, draws and lets go', async ({ page }) => {
  await openAtFirstStep(page, '/gunmushti/simhakarna');
  await expect(currentStep(page)).toHaveText(/^Take the string\./);
  await expect(demo(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.clock.runFor(1500);
  await expect(currentStep(page)).toHaveText(/^Close into the Siṃhakarṇa\. Tip of the forefinger/);
  await page.clock.runFor(2500);
  await expect(currentStep(page)).toHaveText(/^Draw\./);
  await page.clock.runFor(3000);
  await expect(currentStep(page)).toHaveText(/^Release\./);
  await expect(demo(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  // The arrow has left the picture.
  await expect(demo(page).locator('svg path[d^="M30,113"]')).toHaveCount(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('is a still of the full draw, and every control works from the keyboard', async ({ page }) => {
    await openOnClock(page, '/gunmushti/simhakarna');
    await page.clock.runFor(10_000);
    await expect(currentStep(page)).toHaveText(/^Draw\./);
    await expect(demo(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();

    const previous = demo(page).getByRole('button', { name: 'Previous step' });
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(currentStep(page)).toHaveText(/^Close into the Siṃhakarṇa\./);
    await expect(demo(page).getByText(/^Step 2 of 4: Close into the Siṃhakarṇa\./)).toBeAttached();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(demo(page).getByRole('button', { name: 'Next step' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect(currentStep(page)).toHaveText(/^Release\./);
    await page.keyboard.press('Tab');
    await expect(demo(page).getByRole('button', { name: 'Replay' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(currentStep(page)).toHaveText(/^Take the string\./);
    await page.clock.runFor(1500);
    await expect(currentStep(page)).toHaveText(/^Close into/);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(demo(page).getByRole('button', { name: 'Pause' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.clock.runFor(5000);
    await expect(currentStep(page)).toHaveText(/^Close into/);
  });

  test("keeps the archer's arm off the frame at every step: the right margin stays bare parchment", async ({
    page,
  }) => {
    await openOnClock(page, '/gunmushti/simhakarna');
    await page.clock.runFor(10_000);
    await expect(currentStep(page)).toHaveText(/^Draw\./);
    expect(await paintInRightMargin(page)).toBe(0);
    await demo(page).getByRole('button', { name: 'Next step' }).click();
    await expect(currentStep(page)).toHaveText(/^Release\./);
    expect(await paintInRightMargin(page)).toBe(0);
    const previous = demo(page).getByRole('button', { name: 'Previous step' });
    for (const step of [/^Draw\./, /^Close into/, /^Take the string\./]) {
      await previous.click();
      await expect(currentStep(page)).toHaveText(step);
      expect(await paintInRightMargin(page)).toBe(0);
    }
  });

  test('on the category page, each grip can be chosen with the arrow keys', async ({ page }) => {
    await page.goto('/gunmushti');
    await waitForHydration(page);
    await hydrateIsland(page, 'GripDemonstration');
    await demo(page).getByRole('radio', { name: 'Patākā' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(demo(page).getByRole('radio', { name: 'Vajramuṣṭi' })).toBeChecked();
    await expect(demo(page).getByRole('list', { name: 'The Vajramuṣṭi grip, step by step' })).toContainText(
      'Close into the Vajramuṣṭi. The thumb pushed in between the forefinger and the middle finger.',
    );
    await expect(currentStep(page)).toHaveText(/^Draw\./);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the still of the full draw and the steps in words, without controls', async ({ page }) => {
    await page.goto('/gunmushti/vajramushti');
    await expect(page.getByRole('heading', { name: 'The grip in motion' })).toBeVisible();
    await expect(demo(page).locator('svg')).toBeVisible();
    await expect(demo(page).getByRole('listitem')).toHaveCount(4);
    await expect(currentStep(page)).toHaveText(/^Draw\./);
    await expect(demo(page).getByRole('button')).toHaveCount(0);
    await expect(demo(page).getByText('The Vajramuṣṭi grip, drawn by us as a thumb draw')).toBeVisible();
  });
});

// On a phone, where the picture used to scroll away above the steps, and on a desktop, where the
// steps stand beside it.
for (const [width, height] of [
  [375, 740],
  [1280, 800],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('pressing Next step keeps the picture in view', async ({ page }) => {
      await page.goto('/gunmushti/pataka');
      await hydrateIsland(page, 'GripDemonstration');
      const next = demo(page).getByRole('button', { name: 'Next step' });
      // Where a visitor scrolling down first meets the button: at the foot of the window.
      // At once: the page scrolls smoothly, and a click during that scroll would scroll on its own.
      await next.evaluate((button) => button.scrollIntoView({ block: 'end', behavior: 'instant' }));
      await next.click();
      await expect(demo(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
      // The whole picture is on screen, and nothing (such as the page's header) covers its top or foot.
      const seen = await demo(page)
        .locator('svg')
        .first()
        .evaluate((picture) => {
          const box = picture.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const shows = (y: number) => picture.contains(document.elementFromPoint(x, y));
          return { top: box.top, bottom: box.bottom, topShows: shows(box.top + 4), footShows: shows(box.bottom - 4) };
        });
      expect(seen.top).toBeGreaterThanOrEqual(0);
      expect(seen.bottom).toBeLessThanOrEqual(height);
      expect(seen).toMatchObject({ topShows: true, footShows: true });
    });
  });
}
