/**
 * When islands hydrate: React and each island's code are fetched only once the page has painted
 * its first content (web/src/islands/runtime.ts), so no script competes with the HTML, fonts and
 * images for the first paint, not even when the load event comes before it.
 */
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support.ts';

for (const path of ['/', '/astras', '/texts/dhanurveda_samhita/1.176', '/search?q=kshurapra', '/quiz']) {
  test(`${path}: no island code is fetched before the first contentful paint`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(react-|[A-Za-z]+\.island-)[^/]*\.js$/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.map(({ name }) => name)).toContainEqual(expect.stringMatching(/^\/assets\/react-/));
    expect(scripts.filter(({ start }) => start < paint)).toEqual([]);
  });
}
