import { expect, test } from '@playwright/test';
import { fetchJson, testIds, pauseClockNow, waitForHydration, type InfoEntry } from './support.ts';

test.describe('desktop menu', () => {
  test('opens three levels built from /documents/info and links to each', async ({ page }) => {
    const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
    await page.goto('/');
    await waitForHydration(page);
    const menu = page.getByTestId(testIds.dhanurvedaMenu);
    await menu.getByRole('button', { name: 'Dhanurveda' }).hover();
    for (const category of info) {
      await expect(menu.getByRole('link', { name: category.name, exact: true })).toBeVisible();
    }
    // Second level: a category's types.
    const category = info.find((c) => c.types.length > 0);
    if (!category) throw new Error('no category with types');
    await menu.getByRole('link', { name: category.name, exact: true }).hover();
    const type = category.types[0];
    if (!type) throw new Error('no type');
    const typeLink = menu.getByRole('link', { name: type.name, exact: true }).first();
    await expect(typeLink).toBeVisible();
    await expect(typeLink).toHaveAttribute('href', `/${category.id}/${type.id}`);
    // Third level, where a type has a submenu.
    const withSub = info.flatMap((c) => c.types.map((t) => ({ c, t }))).find(({ t }) => t.submenu.length > 0);
    expect(withSub, 'some type has a submenu').toBeDefined();
    if (withSub) {
      await menu.getByRole('link', { name: withSub.c.name, exact: true }).hover();
      await menu.getByRole('link', { name: withSub.t.name, exact: true }).first().hover();
      const sub = withSub.t.submenu[0];
      if (!sub) throw new Error('no submenu');
      await expect(menu.getByRole('link', { name: sub.name, exact: true })).toHaveAttribute(
        'href',
        `/${withSub.c.id}/${withSub.t.id}/${sub.id}`,
      );
    }
    await menu.getByRole('link', { name: category.name, exact: true }).hover();
    await typeLink.click();
    await expect(page).toHaveURL(new RegExp(`/${category.id}/${type.id}$`));
  });

  test('closes 300 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    // Time moves only when the test says so.
    await pauseClockNow(page);
    const menu = page.getByTestId(testIds.dhanurvedaMenu);
    await menu.getByRole('button', { name: 'Dhanurveda' }).hover();
    const dropdown = menu.locator('> ul.dropdown');
    await expect(dropdown).toBeVisible();
    // Away from the menu, which now opens below the middle of the header: the window's left edge.
    await page.mouse.move(4, 600);
    await page.clock.runFor(290);
    await expect(dropdown).toBeVisible();
    await page.clock.runFor(20);
    await expect(dropdown).toBeHidden();
  });

  test('opens and closes by keyboard, with Escape returning focus to the button', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByTestId(testIds.menuButton);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId(testIds.dhanurvedaMenu).locator('a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});

test.describe('mobile drawer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('slides in at 260 px with categories, social links, Quiz, Donate and the store link', async ({ page }) => {
    const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const drawer = page.getByTestId(testIds.drawer);
    await expect(drawer).toBeHidden();
    await page.getByTestId(testIds.drawerToggle).click();
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(260);
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await drawer.getByTestId(testIds.drawerCategories).click();
    for (const category of info)
      await expect(drawer.getByRole('link', { name: category.name, exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Quiz' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Donate' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Get the app' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Shastra on Instagram' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId(testIds.drawerToggle)).toBeFocused();
  });

  test('follows a category link and closes', async ({ page }) => {
    const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
    const category = info[0];
    if (!category) throw new Error('no category');
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId(testIds.drawerToggle).click();
    const drawer = page.getByTestId(testIds.drawer);
    await drawer.getByTestId(testIds.drawerCategories).click();
    await drawer.getByRole('link', { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${category.id}$`));
    await expect(drawer).toBeHidden();
  });
});

test.describe('top bar and footer', () => {
  test('Donate on a desktop says to scan the code, and shows the UPI id', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId(testIds.donateButton).click();
    const dialog = page.getByTestId(testIds.donateDialog);
    await expect(dialog.getByText('Scan the code with any UPI app on your phone.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Pay with a UPI app' })).toBeHidden();
    await expect(dialog.getByText('UPI ID:')).toContainText('@');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Donate offers the phone’s UPI app instead of a code it cannot scan', async ({ page }) => {
      await page.goto('/');
      await page.getByTestId(testIds.donateButton).click();
      const dialog = page.getByTestId(testIds.donateDialog);
      const pay = dialog.getByRole('link', { name: 'Pay with a UPI app' });
      await expect(pay).toBeVisible();
      expect(await pay.getAttribute('href')).toMatch(/^upi:\/\/pay\?pa=/);
      await expect(dialog.getByText('UPI ID:')).toBeVisible();
      await expect(dialog.getByText('Scan the code with any UPI app on your phone.')).toBeHidden();
    });
  });

  test('Donate opens a popup with the QR image and Done closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId(testIds.donateButton).click();
    const dialog = page.getByTestId(testIds.donateDialog);
    await expect(dialog).toBeVisible();
    const qr = dialog.getByRole('img', { name: /QR code/ });
    await expect(qr).toBeVisible();
    // Visible comes before decoded: wait for the picture itself.
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId(testIds.donateButton)).toBeFocused();
    await page.getByTestId(testIds.donateButton).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('footer has the social links, the store link and the 2024 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('#footer');
    await expect(footer.getByText('© 2024 Shastra. All rights reserved.')).toBeVisible();
    for (const name of ['Shastra on Instagram', 'Shastra on X', 'Join the Shastra WhatsApp group']) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(footer.getByRole('link', { name: 'Get the app' })).toBeVisible();
  });

  test('every in-page anchor exists on the home page', async ({ page }) => {
    await page.goto('/');
    for (const id of ['aboutus', 'contactus', 'feedback', 'home', 'welcome', 'footer']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
  });

  test('scrolls to the top on every path change', async ({ page }) => {
    const info = await fetchJson<InfoEntry[]>(page, '/documents/info');
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('#footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('#footer').getByRole('link', { name: 'Home' }).click();
    await page.getByTestId(testIds.categoryCard).first().scrollIntoViewIfNeeded();
    await page.getByTestId(testIds.categoryCard).first().click();
    await expect(page).toHaveURL(new RegExp(`/${info[0]?.id}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
