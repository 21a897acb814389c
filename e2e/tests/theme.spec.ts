/**
 * The dark theme: it follows the system until the visitor chooses, the choice survives client-side
 * navigation and reloads without a flash of the other theme, and dark pages meet WCAG 2.1 AA's
 * colour rules (a theme changes only colours; the other rules are checked in the light theme).
 */
import { expect, test, type Page } from '@playwright/test';
import { COLOUR_RULES, testIds, waitForHydration, expectNoViolations } from './support.ts';

const THEME_KEY = 'shastra.theme';

/** Relative luminance (WCAG) of a computed `rgb(...)`/`rgba(...)` colour. */
function luminance(color: string): number {
  const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(color);
  if (!match) throw new Error(`not an rgb() colour: ${color}`);
  const [r, g, b] = match.slice(1, 4).map((value) => {
    const c = Number(value) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const DARK_BELOW = 0.05;
const LIGHT_ABOVE = 0.6;

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('with a dark system theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the page is dark until the visitor chooses, and the toggle says so', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect(luminance(await bodyBackground(page))).toBeLessThan(DARK_BELOW);
    await expect(page.getByTestId(testIds.themeToggle)).toHaveAttribute('aria-pressed', 'true');
  });

  test('choosing light holds on the next page and after a reload, from the first paint', async ({ page }) => {
    // Samples the theme in the first frames the browser renders, before any of the site's modules
    // run: requestAnimationFrame callbacks run only once the render-blocking CSS has arrived.
    await page.addInitScript(() => {
      const frames: { colorScheme: string; background: string | null }[] = [];
      (window as unknown as { __themeFrames: typeof frames }).__themeFrames = frames;
      const sample = () => {
        frames.push({
          colorScheme: getComputedStyle(document.documentElement).colorScheme,
          background: document.body ? getComputedStyle(document.body).backgroundColor : null,
        });
        if (frames.length < 5) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });

    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByTestId(testIds.themeToggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(luminance(await bodyBackground(page))).toBeGreaterThan(LIGHT_ABOVE);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');

    // The next page, from its first frames: light.
    await page.getByTestId(testIds.categoryCard).first().click();
    await expect(page).not.toHaveURL(/\/$/);
    await waitForHydration(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { __themeFrames: { colorScheme: string }[] }).__themeFrames[0]?.colorScheme,
      ),
    ).toBe('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(luminance(await bodyBackground(page))).toBeGreaterThan(LIGHT_ABOVE);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // A reload: light from the very first frame, although the system is dark.
    await page.reload();
    await waitForHydration(page);
    const frames = await page.evaluate(
      () =>
        (window as unknown as { __themeFrames: { colorScheme: string; background: string | null }[] }).__themeFrames,
    );
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) {
      expect(frame.colorScheme).toBe('light');
      if (frame.background !== null) expect(luminance(frame.background)).toBeGreaterThan(LIGHT_ABOVE);
    }
    expect(frames.some((frame) => frame.background !== null)).toBe(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // And back: dark is saved the same way.
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(luminance(await bodyBackground(page))).toBeLessThan(DARK_BELOW);
  });

  for (const path of [
    '/',
    '/astras',
    '/astras/brahmastra',
    '/weapon_building',
    '/weapon_building/bow_building/bow',
    '/quiz',
    '/saptarishi',
    '/ancient_indian_measurements',
    '/rules_of_war',
    '/api',
    '/decoration',
    '/no-such-page',
  ]) {
    test(`${path} in dark has no WCAG 2.1 AA colour violations`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(luminance(await bodyBackground(page))).toBeLessThan(DARK_BELOW);
      await expectNoViolations(page, '', COLOUR_RULES);
    });
  }

  test('the open Donate dialog and the open menu have no colour violations in dark', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId(testIds.menuButton).click();
    await expectNoViolations(page, 'menu open:', COLOUR_RULES);
    await page.keyboard.press('Escape');
    await page.getByTestId(testIds.donateButton).click();
    await expect(page.getByTestId(testIds.donateDialog)).toBeVisible();
    await expectNoViolations(page, 'donate open:', COLOUR_RULES);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the open drawer has no colour violations in dark', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByTestId(testIds.drawerToggle).click();
      await page.getByTestId(testIds.drawerCategories).click();
      await expectNoViolations(page, '', COLOUR_RULES);
    });
  });
});

test.describe('with a light system theme', () => {
  test.use({ colorScheme: 'light' });

  test('a saved dark choice wins from the first frame', async ({ page }) => {
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { __firstFrame: string }).__firstFrame = getComputedStyle(
          document.documentElement,
        ).colorScheme;
      });
    });
    await page.goto('/');
    await waitForHydration(page);
    expect(luminance(await bodyBackground(page))).toBeGreaterThan(LIGHT_ABOVE);
    await expect(page.getByTestId(testIds.themeToggle)).toHaveAttribute('aria-pressed', 'false');
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __firstFrame: string }).__firstFrame)).toBe('dark');
    expect(luminance(await bodyBackground(page))).toBeLessThan(DARK_BELOW);
    await expect(page.getByTestId(testIds.themeToggle)).toHaveAttribute('aria-pressed', 'true');
  });
});
