/** Only a page with a provider's video may hold a frame, and only that provider's. */
import { afterAll, describe, expect, it } from 'vitest';
import { buildDocuments } from '@shastra/content/documents';
import { contentSecurityPolicy } from '../http/security.ts';
import { corpus, testApp } from '../test/testApp.ts';
import { testPages } from '../test/testPages.ts';
import { inlineScriptHashes } from './inlineScripts.ts';
import { template } from '../test/testPages.ts';
import { videoFramePages } from './videoFrames.ts';

const credit = { archer: 'Asha Rao', url: 'https://example.org/asha', licence: 'CC BY 4.0' };
// The real corpus, with a fixture video on one grip (an embed) and on the category (a file).
const withVideos = structuredClone(corpus);
const gunmushti = withVideos.categories.find((category) => category.id === 'gunmushti');
const simhakarna = gunmushti?.items.find((item) => item.id === 'simhakarna');
if (!gunmushti || !simhakarna) throw new Error('the corpus has no gunmushti/simhakarna');
simhakarna.video = { title: 'The siṃhakarṇa grip', credit, embed: { provider: 'youtube', id: 'AbCdEfGhIjK' } };
gunmushti.video = {
  title: 'A thumb draw',
  credit,
  file: { src: '/videos/gunmushti/draw.mp4', width: 1280, height: 720 },
};
const documents = buildDocuments(withVideos);

const { app, store } = await testApp({
  documents,
  pages: testPages(['/', '/gunmushti', '/gunmushti/simhakarna', '/gunmushti/pataka']),
  inlineScriptHashes: inlineScriptHashes(template),
});
afterAll(async () => {
  await app.close();
  await store.close();
});

/** The frames a policy allows: its frame-src, or else its default-src (it sets no child-src). */
const frameSrc = (policy: unknown) =>
  (/frame-src ([^;]+)/.exec(String(policy)) ?? /default-src ([^;]+)/.exec(String(policy)))?.[1];

describe('video frames in the Content-Security-Policy', () => {
  it('finds the pages with an embed, and only those', () => {
    expect([...videoFramePages(documents)]).toEqual([
      ['/gunmushti/simhakarna', 'https://www.youtube-nocookie.com'],
      ['/hi/gunmushti/simhakarna', 'https://www.youtube-nocookie.com'],
    ]);
    expect(videoFramePages(buildDocuments(corpus)).size).toBe(0);
  });

  it("allows the provider's frame origin on that page only; every other page allows no frame", async () => {
    const embedPage = await app.inject('/gunmushti/simhakarna');
    expect(frameSrc(embedPage.headers['content-security-policy'])).toBe('https://www.youtube-nocookie.com');
    // The rest of the policy is the site's.
    expect(embedPage.headers['content-security-policy']).toBe(
      contentSecurityPolicy(inlineScriptHashes(template), 'https://www.youtube-nocookie.com'),
    );
    for (const path of ['/', '/gunmushti', '/gunmushti/pataka', '/documents/info']) {
      expect(frameSrc((await app.inject(path)).headers['content-security-policy']), path).toBe("'none'");
    }
  });

  it('keeps the policy on revalidation', async () => {
    const first = await app.inject('/gunmushti/simhakarna');
    const again = await app.inject({
      url: '/gunmushti/simhakarna',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(frameSrc(again.headers['content-security-policy'])).toBe('https://www.youtube-nocookie.com');
  });
});
