/** A keyboard-only walk through the site: every stop is reachable and shows where focus is. */
import { expect, test, type Page } from '@playwright/test';
import { testIds, waitForHydration } from './support.ts';

/** Describes the focused element, and whether an outline or a ring shows it. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none';
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      visible: rect.width > 0 && rect.height > 0,
      indicated: outline || ring,
    };
  });

for (const path of ['/', '/astras', '/astras/brahmastra', '/saptarishi', '/quiz', '/ancient_indian_measurements']) {
  test(`${path}: every Tab stop is visible and shows a focus indicator`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const state = await focusState(page);
      if (!state) break;
      expect(state.visible, `${state.name} is on screen when focused`).toBe(true);
      expect(state.indicated, `${state.name} shows focus`).toBe(true);
      seen.add(state.name);
    }
    expect(seen.size).toBeGreaterThan(10);
  });
}

/** The element outside any open dialog that has focus ('' when none: focus is in the dialog or the browser UI). */
function outsideDialogFocus(): string {
  const focused = document.activeElement;
  if (!focused || focused === document.body || focused.closest('dialog[open]')) return '';
  return focused.outerHTML.slice(0, 80);
}

test('keyboard only: skip link, menu, Donate dialog and script switch', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);

  // The Donate dialog: opens with Enter, keeps the page behind it out of reach (a native modal
  // dialog makes it inert; Tab past the last control visits the browser's own UI, not the page),
  // Escape returns focus.
  const donate = page.getByTestId(testIds.donateButton);
  await donate.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId(testIds.donateDialog);
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(outsideDialogFocus)).toBe('');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(donate).toBeFocused();

  // The Dhanurveda menu opens with Enter and its links are reached with Tab.
  const menuButton = page.getByTestId(testIds.menuButton);
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();

  // The script switch is a native select: arrow keys change it.
  const select = page.getByTestId(testIds.scriptSwitch);
  await select.focus();
  await select.selectOption('iast');
  await expect(page.locator('html')).toHaveAttribute('data-script', 'iast');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('keyboard only: the drawer opens, keeps focus in its links and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByTestId(testIds.drawerToggle);
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId(testIds.drawer);
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(outsideDialogFocus)).toBe('');
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
  });
});
