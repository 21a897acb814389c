/**
 * The whole site can be found from its menus: the sages, the texts, the quiz and the festival
 * pages are linked from the header (desktop), the drawer (phone), the footer and the home page's
 * cards, each card saying what the section is. The desktop menus open inside the window at every
 * width, and the header's links fit it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIXED_PAGES } from '../../content/src/contract/pages.ts';
import { loadCorpus } from '../../content/src/index.ts';
import { fetchJson, testIds, waitForHydration, type InfoEntry } from './support.ts';

const SECTIONS = loadCorpus().site.explore.map((entry) => ({ ...entry, href: FIXED_PAGES[entry.page] }));
/** What a visitor must be able to reach from every menu. */
const PAGES = [FIXED_PAGES.sage, FIXED_PAGES.texts, FIXED_PAGES.quiz, FIXED_PAGES.decoration, FIXED_PAGES.devi];

test('the content names every section the menus must reach', () => {
  expect(SECTIONS.map((section) => section.href).sort()).toEqual([...PAGES].sort());
});

async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header links every section, the sages and the texts in its main navigation', async ({ page }) => {
    await page.goto('/astras');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Sages', exact: true })).toHaveAttribute('href', FIXED_PAGES.sage);
    await expect(nav.getByRole('link', { name: 'Texts', exact: true })).toHaveAttribute('href', FIXED_PAGES.texts);
    const header = await hrefsIn(page, '.topbar a, .header a');
    expect(header).toEqual(expect.arrayContaining(PAGES));
    for (const href of [FIXED_PAGES.decoration, FIXED_PAGES.devi, FIXED_PAGES.quiz]) {
      await expect(page.locator(`.topbar a[href="${href}"]`)).toBeVisible();
    }
  });

  test('the footer links every section', async ({ page }) => {
    await page.goto('/texts');
    expect(await hrefsIn(page, 'footer a')).toEqual(expect.arrayContaining(PAGES));
  });

  test('the home page has a card for each section that says what it is, and each opens its page', async ({ page }) => {
    await page.goto('/');
    const grid = page.getByTestId(testIds.exploreGrid);
    await expect(page.getByRole('heading', { name: 'More to explore' })).toBeVisible();
    for (const section of SECTIONS) {
      const card = grid.locator(`a[href="${section.href}"]`);
      await expect(card).toContainText(section.title);
      await expect(card).toContainText(section.text.slice(0, 40));
      await expect(card.locator('img')).toHaveAttribute('alt', section.image_alt);
    }
    await grid.locator(`a[href="${FIXED_PAGES.sage}"]`).click();
    await expect(page).toHaveURL(/\/saptarishi$/);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer links every section, and the top bar stays one line', async ({ page }) => {
    await page.goto('/vyuham');
    await waitForHydration(page);
    await page.getByTestId(testIds.drawerToggle).click();
    const drawer = page.getByTestId(testIds.drawer);
    for (const section of SECTIONS) {
      await expect(drawer.getByRole('link', { name: section.label, exact: true })).toHaveAttribute(
        'href',
        section.href,
      );
    }
    await drawer.getByRole('link', { name: 'Texts', exact: true }).click();
    await expect(page).toHaveURL(/\/texts$/);
    // The festival links are the drawer's on a phone, not the top bar's.
    await expect(page.locator(`.topbar a[href="${FIXED_PAGES.decoration}"]`)).toBeHidden();
  });

  test('the home page cards and the footer reach every section', async ({ page }) => {
    await page.goto('/');
    expect(await hrefsIn(page, `[data-testid="${testIds.exploreGrid}"] a`)).toEqual(PAGES);
    expect(await hrefsIn(page, 'footer a')).toEqual(expect.arrayContaining(PAGES));
  });
});

/** The desktop widths the menus are checked at: from the drawer's limit to a large screen. */
const DESKTOP_WIDTHS = [769, 800, 1024, 1280, 1440, 1920];
/** A laptop's window: the lowest common desktop height. */
const HEIGHT = 768;

test.describe('desktop menus stay inside the window', () => {
  for (const width of DESKTOP_WIDTHS) {
    test(`at ${width} px the header fits, and every level of the Dhanurveda menu opens inside the window`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: HEIGHT });
      const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
      await page.goto('/');
      await waitForHydration(page);
      const fits = (selector: string) =>
        page.locator(selector).evaluate((inner) => ({ scroll: inner.scrollWidth, client: inner.clientWidth }));
      const header = await fits('.header__inner');
      expect(header.scroll, "the header's links fit its width").toBeLessThanOrEqual(header.client);
      const topbar = await fits('.topbar__inner');
      expect(topbar.scroll, "the top bar's links fit its width").toBeLessThanOrEqual(topbar.client);
      // One line: the top bar is as tall as one of its links.
      expect((await page.locator('.topbar').boundingBox())?.height).toBeLessThanOrEqual(40);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const menu = page.getByTestId(testIds.dhanurvedaMenu);
      const inWindow = async (level: Locator, what: string) => {
        const box = await level.boundingBox();
        expect(box, `${what} is shown`).not.toBeNull();
        if (!box) return;
        expect(box.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${what} ends inside the window`).toBeLessThanOrEqual(width);
        expect(box.y + box.height, `${what} ends above the window's bottom`).toBeLessThanOrEqual(HEIGHT);
      };
      const button = menu.getByRole('button', { name: 'Dhanurveda' });
      await button.hover();
      await inWindow(menu.locator('> ul.dropdown'), 'the first level');
      for (const category of info.filter((entry) => entry.types.length > 0)) {
        const categoryEntry = menu.locator('> ul > li.dropdown__item').filter({
          has: page.getByRole('link', { name: category.name, exact: true }),
        });
        // From the button, where no deeper level is open that could cover the next entry.
        await button.hover();
        await categoryEntry.locator('> a').hover();
        const types = categoryEntry.locator('> ul.dropdown--sub');
        await inWindow(types, `${category.name}'s types`);
        for (const type of category.types.filter((entry) => entry.submenu.length > 0)) {
          const typeEntry = types.locator('> li.dropdown__item').filter({
            has: page.getByRole('link', { name: type.name, exact: true }),
          });
          // A submenu moved or opened to the left may cover the next entry: start again from the
          // button, where no deeper level is open.
          await button.hover();
          await categoryEntry.locator('> a').hover();
          await typeEntry.locator('> a').hover();
          await inWindow(typeEntry.locator('> ul.dropdown--sub'), `${category.name} › ${type.name}'s submenu`);
        }
      }
    });
  }

  test('a level too long for the menu scrolls, with a shadow at the edge that has more', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
    const long = info.find((entry) => entry.types.length > 15);
    expect(long, 'some category has more than 15 types').toBeDefined();
    if (!long) return;
    await page.goto('/');
    await waitForHydration(page);
    const menu = page.getByTestId(testIds.dhanurvedaMenu);
    await menu.getByRole('button', { name: 'Dhanurveda' }).hover();
    await menu.getByRole('link', { name: long.name, exact: true }).hover();
    const level = menu.locator('ul.dropdown--scroll').filter({
      has: page.getByRole('link', { name: long.types[0]?.name ?? '', exact: true }),
    });
    const style = await level.evaluate((list) => ({
      scrolls: list.scrollHeight > list.clientHeight,
      background: getComputedStyle(list).backgroundImage,
    }));
    expect(style.scrolls).toBe(true);
    expect(style.background).toContain('radial-gradient');
  });
});
