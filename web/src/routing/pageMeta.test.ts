import { describe, expect, it } from 'vitest';
import { contentRoot, loadCorpus } from '@shastra/content';
import type { Locale } from '@shastra/content/contract/locales';
import { catalogs } from '../i18n/catalog.ts';
import { articleLd, headTags, pageMeta, type PageMeta } from './pageMeta.ts';

const sites = { en: loadCorpus().site, hi: loadCorpus(contentRoot, 'hi').site };
const at = (path: string, locale: Locale = 'en') => ({ path, locale, site: sites[locale], messages: catalogs[locale] });

const astras: Partial<PageMeta> = {
  title: 'Astras',
  description: 'Weapons "brought to life" <by> a mantra',
  image: '/images/share/astras.png',
  type: 'article',
  jsonLd: [
    articleLd(at('/astras'), {
      headline: 'Astras',
      description: 'd',
      path: '/astras',
      image: '/images/share/astras.png',
    }),
  ],
  breadcrumb: [{ name: 'Astras', path: '/astras' }],
};

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1] ?? 'null') as {
    '@graph': { '@type': string; itemListElement?: { item: string; position: number }[] }[];
  };

describe('page metadata', () => {
  it('writes title, description, canonical URL, Open Graph and Twitter cards, escaped', () => {
    const html = headTags(pageMeta(at('/astras'), astras), at('/astras'));
    expect(html).toContain('<title>Astras | Shastra</title>');
    expect(html).toContain(
      '<meta name="description" content="Weapons &quot;brought to life&quot; &lt;by&gt; a mantra" />',
    );
    expect(html).toContain('<link rel="canonical" href="https://shastra.in/astras" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:image" content="https://shastra.in/images/share/astras.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('noindex');
  });

  it('adds JSON-LD: the page’s own data and a breadcrumb from Home', () => {
    const graph = jsonLdOf(headTags(pageMeta(at('/astras'), astras), at('/astras')))['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(graph[1]?.itemListElement?.map((crumb) => crumb.item)).toEqual([
      'https://shastra.in/',
      'https://shastra.in/astras',
    ]);
  });

  it('keeps text from closing the JSON-LD script', () => {
    const html = headTags(pageMeta(at('/x'), { jsonLd: [{ '@type': 'Thing', name: '</script><b>' }] }), at('/x'));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(html)['@graph'][0]).toEqual({ '@type': 'Thing', name: '</script><b>' });
  });

  it('marks missing pages noindex, without a canonical URL or structured data', () => {
    const html = headTags(pageMeta(at('/nope'), astras, true), at('/nope'));
    expect(html).toContain('<title>Page not found | Shastra</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('ld+json');
  });

  it('falls back to the site’s own title, description and share image', () => {
    const html = headTags(pageMeta(at('/'), null), at('/'));
    expect(html).toContain('<title>Shastra: Lesser-known facts from ancient Indian scriptures</title>');
    expect(html).toContain('content="https://shastra.in/images/share/site.png"');
  });

  it('names both editions and x-default (English) as alternates, and is canonical in its own', () => {
    const english = headTags(pageMeta(at('/astras'), astras), at('/astras'));
    const hindi = headTags(pageMeta(at('/astras', 'hi'), astras), at('/astras', 'hi'));
    for (const html of [english, hindi]) {
      expect(html).toContain('<link rel="alternate" hreflang="en" href="https://shastra.in/astras" />');
      expect(html).toContain('<link rel="alternate" hreflang="hi" href="https://shastra.in/hi/astras" />');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://shastra.in/astras" />');
    }
    expect(hindi).toContain('<link rel="canonical" href="https://shastra.in/hi/astras" />');
    expect(hindi).toContain('<meta property="og:locale" content="hi_IN" />');
    expect(hindi).toContain('<title>Astras | शास्त्र</title>');
    const home = headTags(pageMeta(at('/', 'hi'), null), at('/', 'hi'));
    expect(home).toContain('<link rel="canonical" href="https://shastra.in/hi/" />');
  });

  it('gives a missing page no alternates', () => {
    expect(headTags(pageMeta(at('/nope', 'hi'), null, true), at('/nope', 'hi'))).not.toContain('hreflang');
  });
});
