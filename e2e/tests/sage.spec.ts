import { expect, test, type Page } from '@playwright/test';
import { fetchJson, testIds, waitForHydration, expectNoViolations } from './support.ts';

interface Sage {
  key: string;
  name: string;
  great_event: { story_name: string; part: { description: string[] }[] }[];
}

const partText = (page: Page) => page.getByTestId(testIds.storyPart);

test.describe('sage profile', () => {
  test('a reference opens the verse it cites, and the verse page links back to the sage', async ({ page }) => {
    await page.goto('/saptarishi/vasishtha');
    const references = page.getByRole('tabpanel', { name: 'Basic Info' }).getByRole('listitem');
    const hymn = references.filter({ hasText: 'Ṛgveda, 7.33.10–13' });
    await expect(hymn).toHaveCount(1);
    await hymn.getByRole('link', { name: '7.33.10–13' }).click();
    await expect(page).toHaveURL(/\/texts\/rigveda\/7\.33\.10-13$/);
    await expect(
      page.getByTestId(testIds.citedOn).getByRole('link', { name: 'Vasiṣṭha, one of the Seven Sages' }),
    ).toHaveAttribute('href', '/saptarishi/vasishtha');
  });

  test('shows Vasiṣṭha by default, with breadcrumb, name, image overlay and the seven sages', async ({ page }) => {
    await page.goto('/saptarishi');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Vasiṣṭha',
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Vasiṣṭha' })).toBeVisible();
    const opener = page.getByRole('button', { name: /^Enlarge image/ });
    await opener.click();
    await expect(page.locator('dialog.zoom')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog.zoom')).toBeHidden();
    await expect(opener).toBeFocused();
    const sages = page.getByRole('navigation', { name: 'The seven sages' }).getByRole('link');
    await expect(sages).toHaveCount(7);
    await sages.filter({ hasText: 'Atri' }).click();
    await expect(page).toHaveURL(/\/saptarishi\/atri$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Atri' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');
  });

  test('tabs: Basic Info by default; arrow keys, Home and End move; panels are labelled', async ({ page }) => {
    await page.goto('/saptarishi');
    await waitForHydration(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Basic Info', 'Family', 'Great Event', 'Contribution', 'Learning & Lessons']);
    await expect(page.getByRole('heading', { name: 'Who Was Vasiṣṭha?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Meaning of Rishi's Name" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Characteristics' })).toBeVisible();
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Family' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Family' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Family' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel', { name: 'Learning & Lessons' })).toContainText('What We Should Learn');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Basic Info' })).toBeFocused();
    await page.getByRole('tab', { name: 'Contribution' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Contribution' }).getByRole('heading').first()).toBeVisible();
  });

  test('great events: the stepper crosses story boundaries, disables its ends, resets on a new story, fades', async ({
    page,
  }) => {
    const sage = await fetchJson<Sage>(page, '/documents/saptarishis/vasishtha');
    const [first, second] = sage.great_event;
    if (!first || !second) throw new Error('Vasiṣṭha needs two stories');
    await page.goto('/saptarishi');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Great Event' }).click();
    const previous = page.getByRole('button', { name: 'Previous', exact: true });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(page.getByText(`Part 1 of ${first.part.length}`)).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(partText(page)).toHaveCSS('animation-duration', '0.3s');
    for (let i = 1; i < first.part.length; i++) await next.click();
    await expect(page.getByText(`Part ${first.part.length} of ${first.part.length}`)).toBeVisible();
    // Next at the end of a story goes to the first part of the next story.
    await next.click();
    await expect(page.getByRole('heading', { level: 3, name: second.story_name })).toBeVisible();
    await expect(page.getByText(`Part 1 of ${second.part.length}`)).toBeVisible();
    await expect(partText(page)).toContainText(second.part[0]?.description[0]?.slice(0, 40) ?? '');
    // Previous goes back to the last part of the story before.
    await previous.click();
    await expect(page.getByText(`Part ${first.part.length} of ${first.part.length}`)).toBeVisible();
    // Arrow keys do the same.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`Part 1 of ${second.part.length}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { level: 3, name: first.story_name })).toBeVisible();
    // The very last part disables Next.
    const last = sage.great_event[sage.great_event.length - 1];
    await page.getByLabel('Story').selectOption({ label: last?.story_name ?? '' });
    await expect(page.getByText(`Part 1 of ${last?.part.length}`)).toBeVisible();
    for (let i = 1; i < (last?.part.length ?? 1); i++) await next.click();
    await expect(next).toBeDisabled();
    // Choosing a story starts it at part 1; the dots jump to a part.
    await page.getByLabel('Story').selectOption({ label: second.story_name });
    await expect(page.getByText(`Part 1 of ${second.part.length}`)).toBeVisible();
    await page.getByRole('button', { name: 'Part 2', exact: true }).click();
    await expect(page.getByText(`Part 2 of ${second.part.length}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Part 2', exact: true })).toHaveAttribute('aria-current', 'step');
  });

  test('an unknown sage is a 404', async ({ page }) => {
    const response = await page.goto('/saptarishi/nobody');
    expect(response?.status()).toBe(404);
  });
});

test.describe('sage profile tabs with reduced motion', () => {
  // No 300 ms fade: axe then reads the text as a reader finally sees it, without waiting for it.
  test.use({ reducedMotion: 'reduce' });
  for (const name of ['Basic Info', 'Family', 'Great Event', 'Contribution', 'Learning & Lessons']) {
    test(`the ${name} tab has no accessibility violations`, async ({ page }) => {
      await page.goto('/saptarishi');
      await waitForHydration(page);
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expectNoViolations(page, `${name}:`);
    });
  }

  test('the open tab is in the address: choosing one replaces it, opening one restores it', async ({ page }) => {
    await page.goto('/saptarishi/atri');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Family' }).click();
    await expect(page).toHaveURL(/\/saptarishi\/atri#family$/);
    await page.getByRole('tab', { name: 'Basic Info' }).click();
    await expect(page).toHaveURL(/\/saptarishi\/atri$/);
    await page.goto('/saptarishi/atri#great-event');
    await waitForHydration(page);
    await expect(page.getByRole('tab', { name: 'Great Event' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test("the great event's picture fits the window", async ({ page }) => {
    await page.goto('/saptarishi');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Great Event' }).click();
    const picture = page.getByTestId(testIds.storyPart).locator('img');
    await expect(picture).toBeVisible();
    const box = await picture.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
