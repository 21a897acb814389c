/**
 * Taking a verse away: copy (the clipboard's text checked), share on a phone (the device's share
 * sheet, else the link copied), the four citation forms, and the size of the original kept across
 * a reload.
 */
import { expect, test } from '@playwright/test';
import { testIds, waitForHydration } from './support.ts';

const VERSE = '/texts/dhanurveda_samhita/1.176';

test.describe('take a verse away', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy puts the verse in the chosen script, its translation and its reference on the clipboard', async ({
    page,
  }) => {
    await page.goto(VERSE);
    await waitForHydration(page);
    await page.getByTestId(testIds.scriptSwitch).selectOption('iast');
    const tools = page.getByTestId(testIds.verseTools);
    await tools.getByRole('button', { name: 'Copy verse' }).click();
    await expect(tools.getByRole('status')).toHaveText('Copied: the verse, its translation and its reference.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('brāhmaṃ nārāyaṇaṃ');
    expect(copied).not.toContain('ब्राह्मं');
    expect(copied).toContain('He should master the brāhma, nārāyaṇa');
    expect(copied).toContain('— Dhanurveda-saṃhitā 1.176, https://shastra.in/texts/dhanurveda_samhita/1.176');
  });

  test('the citation comes in Chicago, MLA, BibTeX and CSL-JSON, each naming the edition and the address', async ({
    page,
  }) => {
    await page.goto(VERSE);
    const tools = page.getByTestId(testIds.verseTools);
    await tools.getByText('Cite this verse').click();
    for (const format of ['chicago', 'mla', 'bibtex', 'csl']) {
      const block = tools.getByTestId(`cite-${format}`);
      await expect(block).toBeVisible();
      await expect(block).toContainText('Veṅkaṭeśvara (Steam) Press, Bombay');
      await expect(block).toContainText('https://shastra.in/texts/dhanurveda_samhita/1.176');
    }
    await expect(tools.getByTestId('cite-bibtex')).toContainText('@misc{shastra-dhanurveda-samhita-1.176,');
    const csl = JSON.parse((await tools.getByTestId('cite-csl').textContent()) ?? '') as { type: string }[];
    expect(csl[0]?.type).toBe('classic');
  });

  test('the size of the original is kept across a reload', async ({ page }) => {
    await page.goto(VERSE);
    await waitForHydration(page);
    const original = page.getByTestId(testIds.verseEntry).locator('.verse__sa');
    const before = await original.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    await page.getByRole('radio', { name: 'Larger' }).check();
    const after = await original.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(after).toBeGreaterThan(before);
    await page.reload();
    expect(await original.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBe(after);
    await page.getByRole('radio', { name: 'Larger' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('radio', { name: 'Larger' })).toBeChecked();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('share opens the device’s share sheet with the verse’s title and address', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          (window as unknown as { shared: unknown[] }).shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(VERSE);
    await waitForHydration(page);
    const tools = page.getByTestId(testIds.verseTools);
    await tools.getByRole('button', { name: 'Share' }).tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        {
          title: 'Dhanurveda-saṃhitā 1.176',
          text: expect.stringContaining('He should master') as unknown,
          url: 'https://shastra.in/texts/dhanurveda_samhita/1.176',
        },
      ]);
    for (const name of ['WhatsApp', 'X', 'E-mail']) {
      await expect(tools.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });
});
