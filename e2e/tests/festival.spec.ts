import { expect, test, type Page } from '@playwright/test';
import { fetchJson, testIds, expectNoViolations, pauseClockNow } from './support.ts';

interface Theme {
  name: string;
  label: string;
}

const frames = (page: Page) =>
  page
    .locator('.festival__canvas')
    .evaluate((canvas) => (canvas as HTMLCanvasElement & { frames?: number }).frames ?? 0);
/** Waits until React has hydrated the festival page (its island is marked once React has committed it). */
const festivalReady = (page: Page) =>
  page.locator(`shastra-island[data-island="FestivalPage"][data-hydrated]`).waitFor({ state: 'attached' });

/**
 * The frames drawn while the fake clock runs `ms` more. Polled: the page tells the drawer it was
 * hidden or shown in an effect after React's commit, which the clock does not drive.
 */
async function framesDrawnIn(page: Page, ms: number) {
  const before = await frames(page);
  await page.clock.runFor(ms);
  return (await frames(page)) - before;
}

/** Makes the page believe its tab was hidden or shown (the Page Visibility API). */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

// Both festival pages are the one FestivalPage island, whose theme button and hymn modal behave
// alike with each page's themes and hymn: they are driven on /decoration; /devi's buttons are
// pressed below (the lotus tests), its hymn is opened and scanned (accessibility).
for (const [page, path, hymnButton] of [['decoration', '/decoration', 'Ganapati Aarti Meaning']] as const) {
  test.describe(path, () => {
    test('the theme button cycles through every theme and wraps', async ({ page: browserPage }) => {
      const themes = await fetchJson<Theme[]>(browserPage, `/documents/themes/${page}`);
      await browserPage.goto(path);
      await festivalReady(browserPage);
      const festival = browserPage.getByTestId(testIds.festival);
      for (const theme of [...themes, themes[0]]) {
        await expect(festival).toHaveAttribute('data-theme', theme?.name ?? '');
        const button = browserPage.getByRole('button', { name: `Change Theme (${theme?.label})` });
        await expect(button).toBeVisible();
        await button.click();
      }
    });

    test('the hymn modal counts verses, stops at both ends and closes by ×, backdrop and Escape', async ({
      page: browserPage,
    }) => {
      await browserPage.goto(path);
      await festivalReady(browserPage);
      const opener = browserPage.getByRole('button', { name: hymnButton });
      const modal = browserPage.getByTestId(testIds.hymnModal);
      await opener.click();
      await expect(modal).toBeVisible();
      const count = modal.getByTestId(testIds.hymnCount);
      const total = Number((await count.textContent())?.split('/')[1]);
      expect(total).toBeGreaterThan(1);
      await expect(count).toHaveText(`1 / ${total}`);
      await expect(modal.getByRole('button', { name: 'Previous verse' })).toBeDisabled();
      for (let i = 1; i < total; i++) await modal.getByRole('button', { name: 'Next verse' }).click();
      await expect(count).toHaveText(`${total} / ${total}`);
      await expect(modal.getByRole('button', { name: 'Next verse' })).toBeDisabled();
      // Focus stays inside while it is open.
      for (let i = 0; i < 6; i++) {
        await browserPage.keyboard.press('Tab');
        expect(await browserPage.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
      }
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(modal).toBeHidden();
      await expect(opener).toBeFocused();
      await opener.click();
      await browserPage.mouse.click(4, 4);
      await expect(modal).toBeHidden();
      await opener.click();
      await browserPage.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}

test.describe('lotus blessing', () => {
  test('drops 15 lotuses at random positions, 0.2 s apart, cleared after 7 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/decoration');
    await festivalReady(page);
    // Time moves only when the test says so.
    await pauseClockNow(page);
    await page.getByRole('button', { name: 'Lotus Blessing' }).click();
    const lotuses = page.getByTestId(testIds.lotusShower).locator('img');
    await expect(lotuses).toHaveCount(15);
    const delays = await lotuses.evaluateAll((imgs) => imgs.map((img) => (img as HTMLElement).style.animationDelay));
    expect(delays).toEqual(Array.from({ length: 15 }, (_, i) => `${Math.round(i * 2) / 10}s`));
    const lefts = await lotuses.evaluateAll((imgs) => imgs.map((img) => parseFloat((img as HTMLElement).style.left)));
    for (const left of lefts) expect(left).toBeGreaterThanOrEqual(0);
    for (const left of lefts) expect(left).toBeLessThanOrEqual(100);
    expect(new Set(lefts).size).toBeGreaterThan(5);
    await page.clock.runFor(6900);
    await expect(lotuses).toHaveCount(15);
    await page.clock.runFor(200);
    await expect(lotuses).toHaveCount(0);
  });
});

/**
 * Draws on the main thread (the fallback for browsers without OffscreenCanvas) under Playwright's
 * clock, which drives requestAnimationFrame: frame counts then follow the clock, not the machine.
 */
async function drawOnFakeClock(page: Page) {
  await page.clock.install();
  await page.addInitScript(() => {
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  });
}

test.describe('motion', () => {
  test('the worker draws the grid off the main thread', async ({ page }) => {
    await page.goto('/devi');
    await festivalReady(page);
    await expect.poll(() => frames(page)).toBeGreaterThan(5);
  });

  test('nothing is blurred over the moving background: the compositor would blur it again every frame', async ({
    page,
  }) => {
    await page.goto('/devi');
    await festivalReady(page);
    const blurred = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .filter((element) => getComputedStyle(element).backdropFilter !== 'none')
        .map((element) => element.className),
    );
    expect(blurred).toEqual([]);
  });

  test('no animation frame runs while the tab is hidden, and drawing resumes when shown', async ({ page }) => {
    await drawOnFakeClock(page);
    await page.goto('/devi');
    await festivalReady(page);
    await pauseClockNow(page);
    await expect.poll(() => framesDrawnIn(page, 1000)).toBeGreaterThan(5);
    await setHidden(page, true);
    await expect(page.getByTestId(testIds.festival)).toHaveAttribute('data-paused', 'true');
    await expect.poll(() => framesDrawnIn(page, 500)).toBe(0);
    const before = await frames(page);
    await page.clock.runFor(2000);
    expect(await frames(page)).toBe(before);
    expect(
      await page
        .locator('.lamp__flame')
        .first()
        .evaluate((el) => getComputedStyle(el).animationPlayState),
    ).toBe('paused');
    expect(
      await page.getByTestId(testIds.festival).evaluate((el) => getComputedStyle(el, '::before').animationPlayState),
    ).toBe('paused');
    await setHidden(page, false);
    await expect.poll(() => framesDrawnIn(page, 1000)).toBeGreaterThan(5);
  });

  // The frame rate is measured, not asserted: npm run bench -- festival.

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the page is still: one frame, no flame or firework animation, lotuses do not fall', async ({ page }) => {
      await drawOnFakeClock(page);
      await page.goto('/devi');
      await festivalReady(page);
      await pauseClockNow(page);
      await page.clock.runFor(2000);
      expect(await frames(page)).toBeLessThanOrEqual(1);
      expect(
        await page
          .locator('.lamp__flame')
          .first()
          .evaluate((el) => getComputedStyle(el).animationName),
      ).toBe('none');
      await page.getByRole('button', { name: 'Lotus Blessing' }).click();
      const lotus = page.getByTestId(testIds.lotusShower).locator('img').first();
      expect(await lotus.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    });
  });
});

test.describe('layout', () => {
  test('/devi is full screen without header and footer; /decoration sits in the layout', async ({ page }) => {
    await page.goto('/devi');
    await festivalReady(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.locator('#footer')).toHaveCount(0);
    await page.goto('/decoration');
    await festivalReady(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('#footer')).toBeVisible();
  });

  test.describe('accessibility', () => {
    // The still picture: axe reads the same page, and the dot grid does not draw under the scan.
    // The page with the hymn closed is scanned by routes.spec.ts.
    test.use({ reducedMotion: 'reduce' });
    for (const path of ['/decoration', '/devi']) {
      test(`${path} has no accessibility violations, with the hymn open`, async ({ page }) => {
        await page.goto(path);
        await festivalReady(page);
        await page.getByRole('button', { name: /Meaning|Stuti/ }).click();
        await expect(page.getByTestId(testIds.hymnModal)).toBeVisible();
        await expectNoViolations(page, 'with the hymn open:');
      });
    }
  });
});

for (const width of [375, 1280]) {
  test.describe(`/devi at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a lotus falling over a button does not take its click', async ({ page }) => {
      await page.goto('/devi');
      await festivalReady(page);
      await page.getByRole('button', { name: 'Lotus Blessing' }).click();
      const lotuses = page.getByTestId(testIds.lotusShower).locator('img');
      await expect(lotuses).toHaveCount(15);
      // The page's fonts are in, so the buttons stay where they are measured.
      await page.evaluate(() => document.fonts.ready);
      // Holds the first lotus still, right over the theme button's centre, as one falling past would be.
      const { centre, hit } = await lotuses.first().evaluate((lotus) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Change Theme'));
        const box = button?.getBoundingClientRect() ?? new DOMRect();
        const point = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        Object.assign((lotus as HTMLElement).style, {
          animation: 'none',
          left: `${point.x - 24}px`,
          top: `${point.y - 24}px`,
        });
        const top = document.elementFromPoint(point.x, point.y);
        return { centre: point, hit: top?.closest('button')?.textContent ?? `${top?.tagName}.${top?.className}` };
      });
      expect(hit).toMatch(/^Change Theme/);
      const before = await page.getByTestId(testIds.festival).getAttribute('data-theme');
      await page.mouse.click(centre.x, centre.y);
      await expect(page.getByTestId(testIds.festival)).not.toHaveAttribute('data-theme', before ?? '');
      // No lotus, wherever it is, is what a tap lands on.
      const hits = await lotuses.evaluateAll(
        (imgs) =>
          imgs.filter((img) => {
            const r = img.getBoundingClientRect();
            return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === img;
          }).length,
      );
      expect(hits).toBe(0);
      // Nor does any other decoration (a lamp's flame had covered the buttons' lower half at 1280 px):
      // a tap anywhere inside a button, its middle or a little above its lower edge, reaches it.
      const missed = await page.getByRole('button').evaluateAll((buttons) =>
        buttons.flatMap((button) => {
          const r = button.getBoundingClientRect();
          return [0.5, 0.85]
            .flatMap((down) => [0.2, 0.5, 0.8].map((across) => [r.left + r.width * across, r.top + r.height * down]))
            .filter(([x = 0, y = 0]) => document.elementFromPoint(x, y)?.closest('button') !== button)
            .map(([x = 0, y = 0]) => `${button.textContent} at ${Math.round(x)},${Math.round(y)}`);
        }),
      );
      expect(missed).toEqual([]);
    });

    test('the stage cannot be scrolled so that the goddess is cut off', async ({ page }) => {
      await page.goto('/devi');
      await festivalReady(page);
      const festival = page.getByTestId(testIds.festival);
      // What a text selection dragged to an edge, or a control brought into view, would do.
      await festival.evaluate((stage) => stage.scrollTo(400, 400));
      const deity = await festival.locator('.festival__deity').boundingBox();
      expect(deity).not.toBeNull();
      expect(deity?.x).toBeGreaterThanOrEqual(0);
      expect((deity?.x ?? 0) + (deity?.width ?? 0)).toBeLessThanOrEqual(width);
      expect(await festival.evaluate((stage) => [stage.scrollLeft, stage.scrollTop])).toEqual([0, 0]);
    });
  });
}
