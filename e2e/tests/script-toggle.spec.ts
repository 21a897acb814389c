import { expect, test, type Page } from '@playwright/test';
import { holdReact, testIds, waitForHydration } from './support.ts';

/**
 * Records which Sanskrit forms are visible in the first animation frame that has Sanskrit on
 * screen: what the visitor first sees.
 */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const shown = (selector: string) =>
      [...document.querySelectorAll(selector)].some((element) => element.getClientRects().length > 0);
    const check = () => {
      if (!document.querySelector('.sanskrit--pair')) {
        requestAnimationFrame(check);
        return;
      }
      (window as unknown as { firstPaint: unknown }).firstPaint = {
        deva: shown('.script-deva'),
        latn: shown('.script-latn'),
      };
    };
    requestAnimationFrame(check);
  });
}

/** What the first frame with Sanskrit showed, once that frame has come (the load event may come first). */
async function firstPaint(page: Page) {
  const recorded = await page.waitForFunction(() => (window as unknown as { firstPaint?: unknown }).firstPaint);
  return recorded.jsonValue();
}

test.describe('Sanskrit script toggle', () => {
  test('shows Devanagari and IAST by default, then either one; the choice survives navigation and reload without a flash', async ({
    page,
  }) => {
    await recordFirstPaint(page);
    await page.goto('/arrow_heads');
    await waitForHydration(page);
    const title = page.locator('.category-intro__sanskrit');
    await expect(title).toHaveText('बाणाग्र (bāṇāgra)');
    expect(await firstPaint(page)).toEqual({ deva: true, latn: true });

    const select = page.getByTestId(testIds.scriptSwitch);
    await expect(select).toHaveAccessibleName('Sanskrit in');
    await select.selectOption('iast');
    await expect(title).toHaveText('bāṇāgra', { useInnerText: true });
    await expect(title.locator('[lang="sa"]')).toBeHidden();

    // Client-side navigation keeps it.
    await page.getByRole('link', { name: 'Kṣurapra' }).first().click();
    await expect(page).toHaveURL(/\/arrow_heads\/kshurapra$/);
    await expect(page.locator('.script-latn').first()).toBeVisible();
    await expect(page.locator('.script-deva').first()).toBeHidden();

    // A reload paints IAST from the first frame: no Devanagari flashes.
    await page.reload();
    expect(await firstPaint(page)).toEqual({ deva: false, latn: true });
    await waitForHydration(page);
    await expect(page.getByTestId(testIds.scriptSwitch)).toHaveValue('iast');

    await page.getByTestId(testIds.scriptSwitch).selectOption('devanagari');
    await page.goto('/saptarishi');
    expect(await firstPaint(page)).toEqual({ deva: true, latn: false });
    await expect(page.locator('.sage__sanskrit')).toHaveText('वसिष्ठ', { useInnerText: true });
  });

  test('the switch works before its island hydrates, and the island keeps the choice', async ({ page }) => {
    // React is held back while the visitor chooses, as on a slow phone.
    const release = await holdReact(page);
    await page.goto('/arrow_heads');
    const title = page.locator('.category-intro__sanskrit');
    await page.getByTestId(testIds.scriptSwitch).selectOption('iast');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await expect(title.locator('[lang="sa"]')).toBeHidden();
    await expect(title).toHaveText('bāṇāgra', { useInnerText: true });
    release();
    await waitForHydration(page);
    await expect(page.getByTestId(testIds.scriptSwitch)).toHaveValue('iast');
    await expect(title.locator('[lang="sa"]')).toBeHidden();
    await page.reload();
    await expect(title.locator('[lang="sa"]')).toBeHidden();
  });

  test('the hymn verses follow the choice too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('shastra.script', 'iast'));
    await page.goto('/devi');
    const modal = page.getByTestId(testIds.hymnModal);
    // One press, however early: a press before the page's script runs is held and replayed once it
    // does (a second press, retried, would be replayed too and close the modal again).
    await page.getByRole('button', { name: 'Durga Stuti By Arjun' }).click();
    await expect(modal).toBeVisible();
    await expect(modal.locator('.hymn__iast')).toBeVisible();
    await expect(modal.locator('.hymn__verse')).toBeHidden();
  });
});
