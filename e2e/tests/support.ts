/** Shared helpers of the browser tests. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { testIds } from '../../web/src/testIds.ts';

export { testIds };

export interface InfoEntry {
  id: string;
  name: string;
  types: { id: string; name: string; submenu: { id: string; name: string }[] }[];
}

export async function fetchJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/** Waits until the page is interactive (the browser entry marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The axe-core rules the site is held to: WCAG 2.1 A and AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Asserts axe finds no WCAG 2.1 AA violation, naming each one found (after `context`). */
export async function expectNoViolations(page: Page, context = '') {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const found = results.violations.map(
    (v) => `${context ? `${context} ` : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
