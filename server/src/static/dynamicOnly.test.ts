import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/testApp.ts';
import { render, testPages } from '../test/testPages.ts';

// SERVE_STATIC=false: the process behind a static host answers only what needs it.
const { app, store } = await testApp({
  pages: testPages(['/', '/quiz', '/texts/mahabharata', '/texts/mahabharata/7.33.12']),
  renderPage: render,
  serveStatic: false,
});
afterAll(async () => {
  await app.close();
  await store.close();
});

describe('the Node process with the static parts switched off', () => {
  it('answers search, the go-to-verse redirect, the feedback token and /healthz', async () => {
    expect((await app.inject('/search?q=bow')).statusCode).toBe(200);
    const goTo = await app.inject('/texts/mahabharata?v=7.33.12');
    expect(goTo.statusCode).toBe(303);
    expect(goTo.headers.location).toBe('/texts/mahabharata/7.33.12');
    expect((await app.inject('/feedback/token')).statusCode).toBe(204);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('serves no page, document or build file: the static host does', async () => {
    for (const url of ['/', '/quiz', '/documents/astras', '/documents/openapi.json', '/sw.js', '/sitemap.xml']) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });
});
