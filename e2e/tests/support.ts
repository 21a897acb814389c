/** Shared helpers of the browser tests. */
import type { Page } from '@playwright/test';
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

/** Waits until React has hydrated the page (the menu marks itself). */
export async function waitForHydration(page: Page) {
  await page.locator(`[data-testid="${testIds.dhanurvedaMenu}"][data-hydrated]`).waitFor({ state: 'attached' });
}
