import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderer } from '../../../web/src/entry-server.tsx';
import { repoRoot } from '../config.ts';
import { prefsScriptTag } from '../../../web/build/inlineScriptPlugin.ts';
import { createDocumentSource } from './documentSource.ts';
import { inlineScriptHashes } from './inlineScripts.ts';
import { corpus, documents, testApp } from '../test/testApp.ts';

// The template as the build makes it: the preferences script inlined where index.html marks it.
const template = readFileSync(join(repoRoot, 'web', 'index.html'), 'utf8').replace(
  '<!--prefs-script-->',
  prefsScriptTag(),
);
const renderPage = createRenderer({ template, source: createDocumentSource(documents) });
const { app, store } = await testApp({ renderPage, inlineScriptHashes: inlineScriptHashes(template) });
afterAll(async () => {
  await app.close();
  await store.close();
});

const category = corpus.categories[0];
const item = category?.items[0];

/** The router data embedded in a page. */
function routerData(html: string) {
  const match = /<script type="application\/json" id="router-data">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null') as { loaderData: Record<string, unknown>; errors: unknown };
}

describe('server-rendered pages', () => {
  it('renders the home page completely, with every category card and a fact', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const c of corpus.categories) expect(response.body).toContain(`href="/${c.id}"`);
    expect(response.body).toContain('DHANURVEDA');
    expect(response.body).toContain('data-testid="fact-text"');
    expect(response.body).toContain(`<title>${corpus.site.name}: ${corpus.site.tagline}</title>`);
    expect(routerData(response.body).loaderData).toHaveProperty('root');
  });

  it('gives a visitor an XSRF-TOKEN cookie the page can read, once', async () => {
    const response = await app.inject('/');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict$/);
    const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
    const again = await app.inject({ url: '/', headers: { cookie: `XSRF-TOKEN=${token}` } });
    expect(again.headers['set-cookie']).toBeUndefined();
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

  it.each([
    ['/no/such/page/here'],
    ['/no_such_category'],
    [`/${category?.id}/no_such_item`],
    // Ids of other API documents are not categories (the hostile-input test found these 500s).
    ['/facts'],
    ['/info'],
    ['/saptarishis'],
    ['/facts/x'],
    ['/quiz/x/y'],
    ['/openapi.json'],
    ['/openapi.json/x'],
    ['/Arrow_Heads'],
    // Protocol-relative-looking paths (found by the hostile-input test with other seeds).
    ['//%20?q=saptarishis'],
    ['////%2e%2e%2f%2e%2e%2f'],
    ['//evil.example/arrow_heads'],
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

  it('embeds router data that cannot break out of its script element', async () => {
    const html = (await app.inject('/')).body;
    const data = /<script type="application\/json" id="router-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(data).not.toContain('<');
  });

  it('runs only the inline scripts the CSP allows by hash, never any unsafe-inline', async () => {
    const response = await app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const inline = [...response.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].filter(
      ([, attributes = '']) => !/type="application\/(ld\+)?json"/.test(attributes) && !/src=/.test(attributes),
    );
    // The preferences script, applied before the first paint without a request.
    expect(inline).toHaveLength(1);
    for (const hash of inlineScriptHashes(response.body)) expect(scriptSrc.split(' ')).toContain(hash);
    expect(response.body).not.toContain('prefs.js');
  });

  it('serves the service worker uncached, the web app manifest as JSON and the app icons', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'shastra-client-'));
    mkdirSync(join(clientDir, 'assets'));
    mkdirSync(join(clientDir, 'icons'));
    writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(clientDir, 'manifest.webmanifest'), '{"name":"Shastra"}');
    writeFileSync(join(clientDir, 'icons', 'icon-192.png'), 'png');
    const { app: pwaApp, store: pwaStore } = await testApp({ renderPage, clientDir });
    try {
      const worker = await pwaApp.inject('/sw.js');
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      const manifest = await pwaApp.inject('/manifest.webmanifest');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('public, max-age=86400');
      const icon = await pwaApp.inject('/icons/icon-192.png');
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
      // Only files: other paths under /icons/ are pages, and so a 404 page here.
      expect((await pwaApp.inject('/icons/none.png')).statusCode).toBe(404);
    } finally {
      await pwaApp.close();
      await pwaStore.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
