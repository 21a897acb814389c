import { describe, expect, it } from 'vitest';
import { FACES } from '../../build/fonts/subsets.ts';
import { fontPreloader, hasDevanagari, hasIastDandas } from './fontPreloads.ts';

// The files the font build makes, by the names it gives them: the preloads must find each one.
const names = FACES.flatMap((face) =>
  face.slices.map((slice) => `${face.pkg}-${face.weight}-${slice}${face.fileLabel ? `-${face.fileLabel}` : ''}`),
);
const built = `<style>${names.map((name) => `@font-face{src:url(/assets/${name}-Ab_9-xYz.woff2)format("woff2")}`).join('')}</style>`;

describe('font preloads', () => {
  it('are the same six Latin files on every page, and the switch’s Hindi word, with the build’s hashed names', () => {
    const tags = fontPreloader(built)(undefined);
    expect(tags.match(/<link rel="preload" as="font" type="font\/woff2" href="[^"]+" crossorigin="">/g)).toHaveLength(
      7,
    );
    expect(tags).toContain('href="/assets/noto-serif-700-latin-ext-Ab_9-xYz.woff2"');
    expect(tags).toContain('href="/assets/noto-sans-devanagari-400-devanagari-label-Ab_9-xYz.woff2"');
    expect(tags).not.toContain('shastra-devanagari-fonts');
  });

  it('give a Hindi page both Devanagari weights, and no file of the switch’s word', () => {
    const tags = fontPreloader(built)('hindi');
    expect(tags).toContain(
      '<meta name="shastra-devanagari-fonts" content="/assets/noto-sans-devanagari-400-devanagari-Ab_9-xYz.woff2 /assets/noto-sans-devanagari-600-devanagari-Ab_9-xYz.woff2">',
    );
    expect(tags).not.toContain('label');
  });

  it('list the Devanagari face of the weight asked for, for the preferences script to preload', () => {
    const preloads = fontPreloader(built);
    expect(preloads(400)).toContain(
      '<meta name="shastra-devanagari-fonts" content="/assets/noto-sans-devanagari-400-devanagari-Ab_9-xYz.woff2">',
    );
    expect(preloads(600)).toContain('content="/assets/noto-sans-devanagari-600-devanagari-Ab_9-xYz.woff2"');
    expect(preloads(600)).not.toContain('-400-devanagari-Ab');
  });

  it('add Noto Sans’s daṇḍas to a page that writes them in IAST', () => {
    const preloads = fontPreloader(built);
    expect(preloads(400, true)).toContain('href="/assets/noto-sans-400-devanagari-Ab_9-xYz.woff2"');
    expect(preloads(400)).not.toContain('noto-sans-400-devanagari');
    expect(hasIastDandas('<p class="verse__iast" lang="sa-Latn">namaḥ ।\nte ॥</p>')).toBe(true);
    expect(hasIastDandas('<p lang="sa">नमः ।</p><p lang="sa-Latn">namaḥ</p>')).toBe(false);
  });

  it('are none for the unbuilt template, and a build that lost a file is refused', () => {
    expect(fontPreloader('<style></style>')(400)).toBe('');
    expect(() => fontPreloader(built.replace('noto-sans-600-latin-ext', 'renamed'))).toThrow(
      /no font file noto-sans-600-latin-ext/,
    );
  });

  it('look for Devanagari in the text and the islands’ props alike', () => {
    expect(hasDevanagari('<p lang="sa">अस्त्र</p>')).toBe(true);
    expect(hasDevanagari('<shastra-island data-props="{&quot;name&quot;:&quot;वसिष्ठ&quot;}">')).toBe(true);
    expect(hasDevanagari('<p>Brahmāstra</p>')).toBe(false);
  });
});
