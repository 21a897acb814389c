import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sitePages } from '@shastra/content/contract/pages';
import { inlineScriptHashes } from './inlineScripts.ts';
import { corpus, testApp } from '../test/testApp.ts';
import { render, template, testPages } from '../test/testPages.ts';

const category = corpus.categories[0];
const item = category?.items[0];
const pages = testPages(['/', '/quiz', '/quiz?q=3', '/api', `/${category?.id}`, `/${category?.id}/${item?.id}`]);
const { app, store } = await testApp({
  pages,
  renderPage: render,
  inlineScriptHashes: inlineScriptHashes(template),
});
afterAll(async () => {
  await app.close();
  await store.close();
});

describe('pages', () => {
  it('renders the home page completely, with every category card and a fact', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const c of corpus.categories) expect(response.body).toContain(`href="/${c.id}"`);
    expect(response.body).toContain('DHANURVEDA');
    expect(response.body).toContain('data-testid="fact-text"');
    expect(response.body).toContain(`<title>${corpus.site.name}: ${corpus.site.tagline}</title>`);
  });

  it('carries one fact, not all of them, and the menu once, as links', async () => {
    const html = (await app.inject('/')).body;
    const shownFacts = corpus.facts.filter((fact) => html.includes(fact.fact.slice(0, 60)));
    // The fact shown, and the longest one (it keeps the banner's height).
    expect(shownFacts.length).toBeLessThanOrEqual(2);
    const firstSub = corpus.categories.flatMap((c) => c.items.flatMap((i) => i.items ?? []))[0];
    if (firstSub) expect(html.split(`>${firstSub.name}<`).length - 1).toBe(1); // desktop menu only: the drawer lists categories
  });

  it('is the same for everyone and cacheable: no cookie, a strong ETag per encoding, 304 on revalidation', async () => {
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate, s-maxage=600, stale-while-revalidate=86400',
    );
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await app.inject({ url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('carries, inline, a prefetch-on-hover rule set for same-site pages, not API answers or searches', async () => {
    const response = await app.inject('/');
    expect(response.headers['speculation-rules']).toBeUndefined();
    const scripts = [...response.body.matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const [rule] = (
      JSON.parse(scripts[0]?.[1] ?? '{}') as { prefetch: { eagerness: string; where: { and: unknown[] } }[] }
    ).prefetch;
    expect(rule?.eagerness).toBe('moderate');
    expect(rule?.where.and).toContainEqual({ not: { href_matches: '/documents/*' } });
    expect(rule?.where.and).toContainEqual({ not: { href_matches: '/search*' } });
  });

  it('renders a category page and an item page with their titles', async () => {
    const categoryPage = await app.inject(`/${category?.id}`);
    expect(categoryPage.statusCode).toBe(200);
    expect(categoryPage.body).toContain(`<title>${category?.name} | ${corpus.site.name}</title>`);
    const itemPage = await app.inject(`/${category?.id}/${item?.id}`);
    expect(itemPage.statusCode).toBe(200);
    expect(itemPage.body).toContain(`>${item?.name}</h1>`);
    expect(itemPage.body).toContain('id="sources"');
  });

  it('opens a quiz question on its own page; other queries do not change a page', async () => {
    const third = corpus.quiz[2]?.quiz_information.question ?? '';
    expect((await app.inject('/quiz?q=3')).body).toContain(third);
    expect((await app.inject('/quiz?q=99999')).body).toContain(corpus.quiz[0]?.quiz_information.question);
    expect((await app.inject(`/${category?.id}?utm=x`)).statusCode).toBe(200);
  });

  it('sends /favicon.ico to the site icon instead of the 404 page', async () => {
    const response = await app.inject('/favicon.ico');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/images/site/favicon.svg');
    expect(response.body).toBe('');
    expect((await app.inject('/images/site/favicon.svg')).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('renders search results per request, for the visitor only', async () => {
    const response = await app.inject('/search?q=kshurapra');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    expect(response.body).toContain('Kṣurapra');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers searches past its queue 503 with Retry-After and a page that says so, and renders them later', async () => {
    const queries = Array.from({ length: 24 }, (_, n) => `arrow ${n}`);
    const answers = await Promise.all(queries.map((q) => app.inject(`/search?q=${encodeURIComponent(q)}`)));
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 503)).toBe(true);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('<h1>Search is busy</h1>');
    }
    const refused = queries[answers.findIndex((answer) => answer.statusCode === 503)] ?? '';
    expect((await app.inject(`/search?q=${encodeURIComponent(refused)}`)).statusCode).toBe(200);
  });

  it('renders a query once, then answers it from memory, compressed, with a validator', async () => {
    let renders = 0;
    const counted = await testApp({
      pages,
      renderPage: (url) => {
        renders++;
        return render(url);
      },
    });
    try {
      const ask = (etag?: string) =>
        counted.app.inject({
          url: '/search?q=vyuha',
          headers: { 'accept-encoding': 'br', ...(etag ? { 'if-none-match': etag } : {}) },
        });
      const first = await ask();
      const again = await ask();
      expect(renders).toBe(1);
      expect(first.headers['content-encoding']).toBe('br');
      expect(again.headers.etag).toBe(first.headers.etag);
      expect((await ask(String(first.headers.etag))).statusCode).toBe(304);
    } finally {
      await counted.app.close();
      await counted.store.close();
    }
  });

  it.each([
    ['/no/such/page/here'],
    ['/no_such_category'],
    [`/${category?.id}/no_such_item`],
    ['/facts'],
    ['/openapi.json/x'],
    ['//evil.example/arrow_heads'],
    ['////%2e%2e%2f%2e%2e%2f'],
  ])('answers %s with 404 and the default error screen', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Unexpected Application Error!');
    expect(response.body).toContain('404 Not Found');
    expect(response.body).toContain('<title>Page not found | Shastra</title>');
  });

  it('renders the API page from the OpenAPI description', async () => {
    const response = await app.inject('/api');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Shastra documents API');
    for (const path of ['/documents/info', '/documents/savefeedback', '/documents/saptarishis/{sageKey}']) {
      expect(response.body).toContain(`<code>${path}</code>`);
    }
  });

  it('runs only the inline scripts the CSP allows by hash, never any unsafe-inline', async () => {
    const response = await app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const inline = [...response.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].filter(
      ([, attributes = '']) => !/type="application\/(ld\+)?json"/.test(attributes) && !/src=/.test(attributes),
    );
    // The preferences script, applied before the first paint without a request, and the
    // speculation rules.
    expect(inline.map(([, attributes = '']) => attributes.trim())).toEqual(['', 'type="speculationrules"']);
    for (const hash of inlineScriptHashes(response.body)) expect(scriptSrc.split(' ')).toContain(hash);
  });

  it('keeps island data safe inside its attribute', async () => {
    const html = (await app.inject('/')).body;
    for (const [, props = ''] of html.matchAll(/data-props="([^"]*)"/g)) expect(props).not.toMatch(/[<>]/);
  });

  it('lists every page in the sitemap but the search', () => {
    const paths = sitePages({ categories: corpus.categories, sages: corpus.saptarishis })
      .filter((page) => page.listed)
      .map((page) => page.path);
    expect(paths).toContain('/');
    expect(paths.some((path) => path.startsWith('/search'))).toBe(false);
  });

  it('serves the service worker uncached, the web app manifest as JSON and the app icons', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'shastra-client-'));
    mkdirSync(join(clientDir, 'assets'));
    mkdirSync(join(clientDir, 'icons'));
    writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(clientDir, 'manifest.webmanifest'), '{"name":"Shastra"}');
    writeFileSync(join(clientDir, 'icons', 'icon-192.webp'), 'webp');
    const { app: pwaApp, store: pwaStore } = await testApp({ pages, clientDir });
    try {
      const worker = await pwaApp.inject('/sw.js');
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      const manifest = await pwaApp.inject('/manifest.webmanifest');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('public, max-age=86400');
      const icon = await pwaApp.inject('/icons/icon-192.webp');
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/webp');
      // Only files: other paths under /icons/ are pages, and so a 404 page here.
      expect((await pwaApp.inject('/icons/none.png')).statusCode).toBe(404);
    } finally {
      await pwaApp.close();
      await pwaStore.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe('security headers by kind of answer', () => {
  it('sends the document headers with pages, SVGs, the service worker and API answers, not with fonts, scripts or icons', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'shastra-client-'));
    mkdirSync(join(clientDir, 'assets'));
    mkdirSync(join(clientDir, 'icons'));
    mkdirSync(join(clientDir, 'images'));
    writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(clientDir, 'assets', 'runtime-abc.js'), 'export {};');
    writeFileSync(join(clientDir, 'assets', 'noto-sans-400-latin-abc.woff2'), 'wOF2');
    writeFileSync(join(clientDir, 'icons', 'icon-192.webp'), 'webp');
    writeFileSync(join(clientDir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { app: assetApp, store: assetStore } = await testApp({ pages, clientDir });
    try {
      for (const path of ['/', '/sw.js', '/images/logo.svg', '/documents/info', '/no/such/page']) {
        const headers = (await assetApp.inject(path)).headers;
        expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
        expect(headers['x-frame-options'], path).toBe('DENY');
        expect(headers['x-content-type-options'], path).toBe('nosniff');
      }
      for (const path of ['/assets/runtime-abc.js', '/assets/noto-sans-400-latin-abc.woff2', '/icons/icon-192.webp']) {
        const answer = await assetApp.inject(path);
        expect(answer.statusCode, path).toBe(200);
        expect(answer.headers['content-security-policy'], path).toBeUndefined();
        expect(answer.headers['permissions-policy'], path).toBeUndefined();
        expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
        expect(answer.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      }
    } finally {
      await assetApp.close();
      await assetStore.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe('the XSRF token', () => {
  it('is a readable cookie set only by the token route, once, and never cached', async () => {
    const response = await app.inject('/feedback/token');
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict$/);
    const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
    const again = await app.inject({ url: '/feedback/token', headers: { cookie: `XSRF-TOKEN=${token}` } });
    expect(again.headers['set-cookie']).toBeUndefined();
  });
});
