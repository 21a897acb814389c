/**
 * Every route of the spec, each content page by name: it renders its content without JavaScript,
 * and with JavaScript axe-core finds no WCAG 2.1 AA violation.
 */
import { expect, test, type Page } from '@playwright/test';
import { fetchJson, waitForHydration, type InfoEntry, expectNoViolations } from './support.ts';

interface SageListItem {
  id: string;
  name: string;
}

/** One page of each route: every category, its first item and a three-level page, every sage. */
async function everyRoute(page: Page): Promise<string[]> {
  const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
  const sages = await fetchJson<SageListItem[]>(page, '/documents/saptarishis');
  const paths = ['/', '/quiz', '/quiz?q=3', '/saptarishi', '/api', '/decoration', '/devi', '/search?q=vyuha'];
  for (const category of info) {
    paths.push(`/${category.id}`);
    const type = category.types[0];
    if (type) paths.push(`/${category.id}/${type.id}`);
    const withSub = category.types.find((t) => t.submenu.length > 0);
    if (withSub?.submenu[0]) paths.push(`/${category.id}/${withSub.id}/${withSub.submenu[0].id}`);
  }
  for (const sage of sages) paths.push(`/saptarishi/${sage.id}`);
  return [...new Set(paths)];
}

test.describe('every route without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('answers 200 with its heading and main content in the HTML', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of await everyRoute(page)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      const festival = path === '/devi' || path === '/decoration';
      const text = (await page.locator(path === '/devi' ? 'body' : 'main').innerText()).trim();
      // The festival pages are mostly pictures: a heading and the hymn button.
      expect(text.length, `${path} shows its content`).toBeGreaterThan(festival ? 30 : 200);
    }
  });
});

test('every route has no WCAG 2.1 AA violations', async ({ page }) => {
  test.setTimeout(240_000);
  for (const path of await everyRoute(page)) {
    await page.goto(path);
    if (path !== '/devi') await waitForHydration(page);
    await expectNoViolations(page, path);
  }
});
