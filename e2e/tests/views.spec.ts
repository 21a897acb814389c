import { expect, test, type Locator, type Page } from '@playwright/test';
import { fetchJson } from './support.ts';

interface Item {
  id: string;
  name: string;
  hyperlink?: { words: string[]; link: string }[];
  explanation?: string[];
  more_info?: { name: string }[];
  information?: { title: string; details: { sub_details: string[] }[] }[];
}

test.describe('dedicated info-style views', () => {
  for (const [id, showsImage] of [
    ['ancient_indian_measurements', true],
    ['rules_of_war', true],
    ['seven_ways_of_fighting', false],
  ] as const) {
    test(`${id}: name, bold intro, ${showsImage ? 'main image, ' : 'no main image, '}blocks, breadcrumb Home > name`, async ({
      page,
    }) => {
      const info = await fetchJson<{
        name: string;
        information: { title: string; details: { sub_details: string[] }[] }[];
        rules: string[];
      }>(page, `/documents/info/${id}`);
      // The documents carry a reference in prose as [words](/texts/…): the page shows the words.
      const words = (text: string) => text.replace(/\[([^\][]+)\]\([^()]+\)/g, '$1');
      await page.goto(`/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: info.name })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
        'Home',
        info.name,
      ]);
      await expect(page.locator('.info-page__lead')).toHaveCSS('font-weight', '700');
      await expect(page.locator('.info-page__image')).toHaveCount(showsImage ? 1 : 0);
      for (const block of info.information) {
        await expect(page.getByRole('heading', { level: 2, name: words(block.title), exact: true })).toBeVisible();
      }
      // Each detail shows its first line only.
      const first = info.information[0]?.details[0]?.sub_details;
      if (first?.[0]) await expect(page.getByText(words(first[0]), { exact: true })).toBeVisible();
      if (first?.[1]) await expect(page.getByText(words(first[1]), { exact: true })).toHaveCount(0);
      if (info.rules.length > 0) await expect(page.locator('.info-rules li')).toHaveCount(info.rules.length);
      // The dedicated view replaces the listing and its search.
      await expect(page.getByRole('main').getByRole('combobox', { name: /search/i })).toHaveCount(0);
    });
  }

  test('measurement cards have a name, info and a "Learn more:" link opening safely', async ({ page }) => {
    await page.goto('/ancient_indian_measurements');
    const cards = page.locator('.measurement-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    // The last link of a card is its "Learn more"; those before it open the verses its info cites.
    const link = cards.first().getByRole('link').last();
    await expect(cards.first().getByText('Learn more:')).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  });
});

test.describe('military science view (variant 4)', () => {
  test('intro links its words, details are numbered, Explanation is numbered, research credited', async ({ page }) => {
    const item = await fetchJson<Item>(page, '/documents/military_science/akshauhini');
    await page.goto('/military_science/akshauhini');
    await expect(page.getByRole('heading', { level: 2, name: 'What is Military Science?' })).toHaveCount(0);
    const hyperlink = item.hyperlink?.[0];
    if (!hyperlink) throw new Error('akshauhini has no hyperlinks');
    await expect(
      page.locator('.explanation__header').getByRole('link', { name: hyperlink.words[0], exact: false }).first(),
    ).toHaveAttribute('href', hyperlink.link);
    await expect(page.getByRole('heading', { level: 2, name: 'Explanation' })).toBeVisible();
    await expect(page.locator('.explanation__steps ol > li')).toHaveCount(item.explanation?.length ?? 0);
    if (item.information?.length) await expect(page.locator('.info-detail ol').first()).toBeVisible();
    await expect(page.getByText('Research Contributed by')).toContainText('Shastra editorial team');
  });

  test('the category intro omits the Sanskrit in its "What is" heading', async ({ page }) => {
    await page.goto('/military_science');
    await expect(page.getByRole('heading', { level: 2, name: 'What is Military Science?' })).toBeVisible();
  });
});

test.describe('medicines and charms view (variant 5)', () => {
  test('every page says it is history, not medical advice', async ({ page }) => {
    await page.goto('/use_of_medicines_and_charms/mrp_healing_wounds');
    await expect(page.getByText('It is history, not medical advice')).toBeVisible();
    await expect(page.locator('.more-info__image')).toHaveCount(1);
    await expect(page.locator('.more-info__desc li').first()).toBeVisible();
    await expect(page.getByText('Research Contributed by')).toBeVisible();
  });

  test('mrp_wildanimals hides the main image', async ({ page }) => {
    await page.goto('/use_of_medicines_and_charms/mrp_wildanimals');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.more-info__image')).toHaveCount(0);
  });

  test('mrp_ensure_victory lays its cards in two columns', async ({ page }) => {
    const item = await fetchJson<Item>(page, '/documents/use_of_medicines_and_charms/mrp_ensure_victory');
    await page.goto('/use_of_medicines_and_charms/mrp_ensure_victory');
    const cards = page.locator('.more-info__card');
    await expect(cards).toHaveCount(item.more_info?.length ?? 0);
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
    expect(a?.y).toBe(b?.y);
    expect(c?.y).toBeGreaterThan(a?.y ?? 0);
    expect(c?.x).toBe(a?.x);
  });
});

/** The gaps between a box and the left and right edges of its page's column (the article). */
async function sideGaps(box: Locator) {
  return box.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const column = element.closest('article')?.getBoundingClientRect() ?? own;
    return { left: own.left - column.left, right: column.right - own.right, width: own.width };
  });
}

for (const width of [375, 1280]) {
  test.describe(`layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('each card of the seven ways of fighting gives its text a readable measure', async ({ page }) => {
      await page.goto('/seven_ways_of_fighting');
      const texts = page.getByRole('region', { name: 'The seven weapons' }).locator('.info-detail p');
      await expect(texts).toHaveCount(7);
      // Beside its picture, a card's text had been squeezed to a 110 px column at 1280 px.
      const widths = await texts.evaluateAll((paragraphs) => paragraphs.map((p) => p.getBoundingClientRect().width));
      for (const measure of widths) expect(measure).toBeGreaterThanOrEqual(240);
    });

    for (const [path, picture] of [
      [
        '/rules_of_war',
        (page: Page) => page.getByRole('region', { name: 'Whom the Dhanurveda spares' }).locator('img'),
      ],
      [
        '/use_of_medicines_and_charms/mrp_healing_wounds',
        (page: Page) => page.getByRole('button', { name: /^Enlarge image/ }),
      ],
    ] as const) {
      test(`${path}: a picture narrower than the column is centred in it`, async ({ page }) => {
        await page.goto(path);
        const image = picture(page);
        await image.scrollIntoViewIfNeeded();
        const gaps = await sideGaps(image);
        expect(gaps.width).toBeGreaterThan(100);
        expect(Math.abs(gaps.left - gaps.right)).toBeLessThanOrEqual(2);
      });
    }
  });
}
