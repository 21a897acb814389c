import { expect, test } from '@playwright/test';
import { everyRoute } from './routes.ts';

const SITE = 'https://shastra.in';

/** The page's head as search engines and share cards read it. */
async function headOf(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      robots: attr('meta[name="robots"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as { '@graph': { '@type': string }[] },
      ),
    };
  });
}

test.describe('search engines and share cards', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, types] of [
    ['/', ['WebSite']],
    ['/astras', ['Article', 'BreadcrumbList']],
    ['/astras/brahmastra', ['Article', 'BreadcrumbList']],
    ['/weapon_building/bow_building/bow', ['Article', 'BreadcrumbList']],
    ['/quiz', ['Quiz', 'BreadcrumbList']],
    ['/saptarishi/vasishtha', ['Article', 'BreadcrumbList']],
  ] as const) {
    test(`${path}: title, description, canonical URL, share card and ${types.join(' + ')}`, async ({ page }) => {
      await page.goto(path);
      const head = await headOf(page);
      expect(head.title).toMatch(/Shastra/);
      expect(head.description?.length).toBeGreaterThan(50);
      expect(head.canonical).toBe(`${SITE}${path}`);
      expect(head.ogUrl).toBe(head.canonical);
      expect(head.ogTitle).toBe(head.title);
      expect(head.twitterCard).toBe('summary_large_image');
      expect(head.robots).toBeNull();
      // The share image exists here, as a PNG.
      expect(head.ogImage).toMatch(/^https:\/\/shastra\.in\/images\/share\/[a-z_]+\.png$/);
      const image = await page.request.get(new URL(head.ogImage ?? '').pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(head.jsonLd).toHaveLength(1);
      expect(head.jsonLd[0]?.['@graph'].map((node) => node['@type'])).toEqual(types);
    });
  }

  test('each category has its own share image', async ({ page }) => {
    await page.goto('/vyuham');
    expect((await headOf(page)).ogImage).toBe(`${SITE}/images/share/vyuham.png`);
    await page.goto('/vyuham/chakra_vyuha');
    expect((await headOf(page)).ogImage).toBe(`${SITE}/images/share/vyuham.png`);
  });

  test('an unknown page answers 404 and is kept out of indexes', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const head = await headOf(page);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeNull();
    expect((await page.goto('/astras/no_such_item'))?.status()).toBe(404);
  });

  test('search results are not indexed', async ({ page }) => {
    await page.goto('/search?q=bow');
    expect((await headOf(page)).robots).toBe('noindex');
  });

  // That each listed page answers 200 and reads without JavaScript is checked by the link crawl
  // (scripts/crawl-links.ts), which crawls every sitemap URL.
  test('sitemap.xml lists every content page; robots.txt points at it', async ({ page }) => {
    const robots = await page.request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(urls.length).toBeGreaterThan(100);
    for (const path of everyRoute().filter((route) => !route.includes('?') && route !== '/saved')) {
      expect(urls).toContain(`${SITE}${path}`);
    }
    // The saved list is each visitor's own: a page to use, not to find.
    expect(urls).not.toContain(`${SITE}/saved`);
  });

  test('the saved list is not indexed', async ({ page }) => {
    await page.goto('/saved');
    expect((await headOf(page)).robots).toBe('noindex');
  });
});
