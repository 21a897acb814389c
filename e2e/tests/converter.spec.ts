/** The measurement converter on /ancient_indian_measurements, checked against Arthaśāstra 2.20. */
import { expect, test, type Page } from '@playwright/test';
import { hydrateIsland, testIds } from './support.ts';

const result = (page: Page, unit: string) =>
  page.getByTestId(testIds.measureResults).locator(`[data-unit="${unit}"] dd`);

test.describe('measurement converter', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ancient_indian_measurements');
    await hydrateIsland(page, 'MeasurementConverter');
    await expect(page.getByTestId(testIds.measureForm)).toBeVisible();
  });

  test('shows the source’s ratio chain', async ({ page }) => {
    const chain = page.getByTestId(testIds.measureChain);
    await expect(chain).toContainText('Paramāṇu');
    await expect(chain).toContainText('Yojana');
    await expect(chain).toContainText('2.20');
  });

  test('converts along the chain: 1 yojana = 4 goruta = 8,000 daṇḍa = 768,000 aṅgula', async ({ page }) => {
    await page.getByLabel('Amount', { exact: true }).fill('1');
    await page.getByLabel('Unit', { exact: true }).selectOption('yojana');
    await expect(result(page, 'goruta')).toHaveText('4');
    await expect(result(page, 'danda')).toHaveText('8,000');
    await expect(result(page, 'aratni')).toHaveText('32,000');
    await expect(result(page, 'angula')).toHaveText('768,000');
  });

  test('1 aṅgula = 8 yavamadhya = 32,768 paramāṇu; 1 daṇḍa = 4 aratni = 96 aṅgula', async ({ page }) => {
    await page.getByLabel('Unit', { exact: true }).selectOption('angula');
    await page.getByLabel('Amount', { exact: true }).fill('1');
    await expect(result(page, 'yavamadhya')).toHaveText('8');
    await expect(result(page, 'paramanu')).toHaveText('32,768');
    await page.getByLabel('Unit', { exact: true }).selectOption('danda');
    await expect(result(page, 'aratni')).toHaveText('4');
    await expect(result(page, 'angula')).toHaveText('96');
    await page.getByLabel('Amount', { exact: true }).fill('2.5');
    await expect(result(page, 'angula')).toHaveText('240');
  });

  test('the modern estimate switches the metric length', async ({ page }) => {
    await page.getByLabel('Unit', { exact: true }).selectOption('aratni');
    await page.getByLabel('Amount', { exact: true }).fill('1');
    const summary = page.getByTestId(testIds.measureSummary);
    await page.getByRole('radio', { name: /Maurya aṅgula/ }).check();
    await expect(summary).toContainText('≈ 42.3 cm');
    await page.getByRole('radio', { name: /¾-inch aṅgula/ }).check();
    await expect(summary).toContainText('≈ 45.7 cm');
  });

  test('a bad amount asks for a number', async ({ page }) => {
    await page.getByLabel('Amount', { exact: true }).fill('abc');
    await expect(page.getByTestId(testIds.measureSummary)).toHaveText(
      'Type a length as a number, such as 2, 0.5 or 2,000.',
    );
  });
});

test.describe('measurement converter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('is a static table with every unit and the scale', async ({ page }) => {
    await page.goto('/ancient_indian_measurements');
    const table = page.getByTestId(testIds.measureTable);
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(14);
    await expect(table).toContainText('768,000');
    await expect(page.getByTestId(testIds.measureScale)).toBeVisible();
    await expect(page.getByTestId(testIds.measureForm)).toHaveCount(0);
  });
});

for (const width of [375, 1280]) {
  test.describe(`measurement converter at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the table shows every metric length on screen, as a table still', async ({ page }) => {
      await page.goto('/ancient_indian_measurements');
      const table = page.getByTestId(testIds.measureTable);
      await table.scrollIntoViewIfNeeded();
      // On a phone each unit is a card of labelled lines; a screen reader still meets rows and cells.
      await expect(table.getByRole('row')).toHaveCount(14);
      await expect(table.getByRole('columnheader', { name: 'Maurya aṅgula, 1.763 cm' })).toHaveCount(1);
      const yojana = table.locator('tr[data-unit="yojana"]');
      await expect(yojana.getByRole('cell', { name: '≈ 13.5 km' })).toBeVisible();
      const cells = await table
        .locator('td')
        .evaluateAll((tds) =>
          tds.map((td) => ({ left: td.getBoundingClientRect().left, right: td.getBoundingClientRect().right })),
        );
      expect(cells.length).toBe(13 * 5);
      // Nothing past the window's edge, and nothing to scroll sideways inside the table's region.
      for (const cell of cells) {
        expect(cell.left).toBeGreaterThanOrEqual(0);
        expect(cell.right).toBeLessThanOrEqual(width);
      }
      const region = await page
        .getByRole('region', { name: /^Every unit of Arthaśāstra 2\.20/ })
        .evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(region).toBe(0);
    });

    test('the scale’s labels are drawn at 12 px or more', async ({ page }) => {
      await page.goto('/ancient_indian_measurements');
      const scale = page.getByTestId(testIds.measureScale);
      await scale.scrollIntoViewIfNeeded();
      // The type size on screen: the SVG's font size times the drawing's scale.
      const sizes = await scale.locator('text').evaluateAll((texts) =>
        texts.map((text) => {
          const ctm = (text as SVGTextElement).getScreenCTM();
          return { text: text.textContent, px: parseFloat(getComputedStyle(text).fontSize) * (ctm?.a ?? 0) };
        }),
      );
      expect(sizes.length).toBeGreaterThan(40);
      expect(sizes.filter((size) => size.px < 12)).toEqual([]);
    });
  });
}
