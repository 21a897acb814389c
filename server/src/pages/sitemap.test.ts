import { describe, expect, it } from 'vitest';
import { sitePages } from '@shastra/content/contract/pages';
import { corpus, testApp } from '../test/testApp.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

describe('sitemap.xml and robots.txt', () => {
  const paths = sitePages({ categories: corpus.categories, sages: corpus.saptarishis })
    .filter((page) => page.listed)
    .map((page) => page.path);

  it('lists every category, item, specific and sage page, and no API or search path', () => {
    for (const category of corpus.categories) {
      expect(paths).toContain(`/${category.id}`);
      for (const item of category.items ?? []) expect(paths).toContain(`/${category.id}/${item.id}`);
    }
    for (const sage of corpus.saptarishis) expect(paths).toContain(`/saptarishi/${sage.key}`);
    expect(paths).toContain('/weapon_building/bow_building/bow');
    expect(paths).toEqual(expect.arrayContaining(['/', '/quiz', '/saptarishi', '/decoration', '/devi', '/api']));
    expect(paths.some((path) => /^\/(documents|info|facts|hymns|themes|search)\b/.test(path))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes absolute URLs, escaped', () => {
    const xml = sitemapXml('https://example.org', ['/', '/a&b']);
    expect(xml).toContain('<loc>https://example.org/</loc>');
    expect(xml).toContain('<loc>https://example.org/a&amp;b</loc>');
  });

  it('lists each page in both editions, each with both alternates and x-default', () => {
    const xml = sitemapXml('https://example.org', ['/', '/astras']);
    const links =
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.org/astras"/>' +
      '<xhtml:link rel="alternate" hreflang="hi" href="https://example.org/hi/astras"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/astras"/>';
    expect(xml).toContain(`<url><loc>https://example.org/astras</loc>${links}</url>`);
    expect(xml).toContain(`<url><loc>https://example.org/hi/astras</loc>${links}</url>`);
    expect(xml).toContain('<loc>https://example.org/hi/</loc>');
  });

  it('is served with robots.txt pointing at it', async () => {
    const { app } = await testApp({ siteUrl: 'https://shastra.in', sitePaths: paths });
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body.match(/<url>/g)?.length).toBe(paths.length * 2);
    const robots = await app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toBe(robotsTxt('https://shastra.in'));
    expect(robots.body).toContain('Sitemap: https://shastra.in/sitemap.xml');
    await app.close();
  });
});
