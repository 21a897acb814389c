import { expect, test, type Page } from '@playwright/test';
import { fetchJson, testIds, pauseClockNow, waitForHydration } from './support.ts';

const shownIndex = async (page: Page) => Number(await page.getByTestId(testIds.factText).getAttribute('data-index'));

test.describe('facts banner', () => {
  let count = 0;
  test.beforeEach(async ({ page }) => {
    count = (await fetchJson<unknown[]>(page, '/documents/facts')).length;
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    // Freeze time, then restart the banner's timer at a known moment: hovering cancels it and
    // leaving starts a fresh 3.5 s.
    await pauseClockNow(page);
    await page.getByTestId(testIds.factsBanner).hover();
    // Let a slide that began before the pause finish (an advance is 3.5 s away, so none starts).
    await page.clock.runFor(600);
    await page.mouse.move(640, 700);
  });

  test('advances every 3.5 s with a 0.5 s slide, wrapping after the last fact', async ({ page }) => {
    const start = await shownIndex(page);
    await page.clock.runFor(3400);
    expect(await shownIndex(page)).toBe(start);
    await page.clock.runFor(100);
    await expect.poll(() => shownIndex(page)).toBe((start + 1) % count);
    // Mid-slide the outgoing fact is still on screen; after 0.5 s only one remains.
    await expect(page.locator('.facts__text:not(.facts__sizer)')).toHaveCount(2);
    await page.clock.runFor(500);
    await expect(page.locator('.facts__text:not(.facts__sizer)')).toHaveCount(1);
    await page.clock.runFor(3000);
    await expect.poll(() => shownIndex(page)).toBe((start + 2) % count);
  });

  test('pauses while the pointer is over it and resumes on leave', async ({ page }) => {
    const start = await shownIndex(page);
    await page.getByTestId(testIds.factsBanner).hover();
    await page.clock.runFor(10_000);
    expect(await shownIndex(page)).toBe(start);
    await page.mouse.move(640, 700);
    await page.clock.runFor(3500);
    await expect.poll(() => shownIndex(page)).toBe((start + 1) % count);
  });

  test('stays paused once its pause button is pressed, wherever the pointer and focus go', async ({ page }) => {
    const start = await shownIndex(page);
    const pause = page.getByTestId(testIds.factsBanner).getByRole('button', { name: 'Pause facts' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    // Away from the banner, as a touch screen is after the tap: nothing hovers, nothing has focus.
    await page.mouse.move(640, 700);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(10_000);
    expect(await shownIndex(page)).toBe(start);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await page.mouse.move(640, 700);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(3500);
    await expect.poll(() => shownIndex(page)).toBe((start + 1) % count);
  });

  test('steps with the arrows, wraps at both ends and ignores clicks mid-slide', async ({ page }) => {
    const banner = page.getByTestId(testIds.factsBanner);
    const start = await shownIndex(page);
    await banner.getByTestId(testIds.factNext).click();
    await expect.poll(() => shownIndex(page)).toBe((start + 1) % count);
    // A second click during the 0.5 s slide is ignored.
    await banner.getByTestId(testIds.factNext).click();
    expect(await shownIndex(page)).toBe((start + 1) % count);
    await page.clock.runFor(500);
    await banner.getByTestId(testIds.factPrev).click();
    await page.clock.runFor(500);
    expect(await shownIndex(page)).toBe(start);
    // Walk back past the first fact to the last one.
    for (let i = 0; i <= start; i++) {
      await banner.getByTestId(testIds.factPrev).click();
      await page.clock.runFor(500);
    }
    expect(await shownIndex(page)).toBe(count - 1);
    await banner.getByTestId(testIds.factNext).click();
    await page.clock.runFor(500);
    expect(await shownIndex(page)).toBe(0);
  });
});

test('starts on a random fact once the facts have loaded', async ({ context, request }) => {
  const count = (await (await request.get('/documents/facts')).json()).length as number;
  // The page's HTML carries one fact; the banner then loads all of them and starts on
  // Math.random's pick. Two pages with Math.random fixed to different values start on the
  // facts those values choose.
  for (const random of [0.05, 0.95]) {
    const page = await context.newPage();
    await page.addInitScript((value) => {
      Math.random = () => value;
    }, random);
    await page.goto('/');
    await expect.poll(() => shownIndex(page)).toBe(Math.floor(random * count));
    await page.close();
  }
});

test('on a phone the banner is short and its three buttons stand beside the fact', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const banner = page.getByTestId(testIds.factsBanner);
  const height = await banner.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(120);
  for (const name of ['Previous fact', 'Pause facts', 'Next fact']) {
    const box = await banner.getByRole('button', { name }).boundingBox();
    expect(box?.x ?? 0, name).toBeGreaterThan(300);
  }
});
