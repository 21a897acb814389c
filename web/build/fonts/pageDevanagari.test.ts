// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageDevanagari, runsOf } from './pageDevanagari.ts';

const DEVANAGARI = runsOf(Array.from({ length: 0x80 }, (_, i) => 0x900 + i));

describe('the Devanagari a page can draw', () => {
  it('reads a word split by inline elements both joined (as a browser shapes it) and in its parts', () => {
    const { runs } = pageDevanagari('<p lang="sa">क्षुर<mark>प्र</mark></p>', DEVANAGARI);
    expect(runs.sort()).toEqual(['क्षुर', 'क्षुरप्र', 'प्र'].sort());
  });

  it('joins text nodes React separates with a comment', () => {
    const { runs } = pageDevanagari('<span lang="sa">धनुर्<!-- -->वेद</span>', DEVANAGARI);
    expect(runs).toContain('धनुर्वेद');
  });

  it('reads the text islands keep in their props, and skips scripts and styles', () => {
    const html =
      '<shastra-island data-props="{&quot;name&quot;:&quot;अङ्गुल&quot;}"></shastra-island>' +
      '<script type="application/ld+json">{"name":"ब्रह्मास्त्र"}</script><style>/* नमः */</style>';
    expect(pageDevanagari(html, DEVANAGARI).runs).toEqual(['अङ्गुल']);
  });

  it('decodes numeric character references', () => {
    expect(pageDevanagari('<p>&#x0905;&#2360;</p>', DEVANAGARI).runs).toContain('अस');
  });

  it('lists the languages the page marks text with, and the default for unmarked text', () => {
    const html = '<html lang="en"><p lang="sa">नमः</p><p lang="hi-Latn">x</p><p lang="sa-Latn">namaḥ</p></html>';
    expect(pageDevanagari(html, DEVANAGARI).languages.sort()).toEqual(['', 'hi', 'sa']);
  });

  it('adds the languages island props name for text they draw later', () => {
    const html =
      '<p lang="sa">नमः</p><shastra-island data-props="{&quot;language&quot;:&quot;mr&quot;,' +
      '&quot;meaning_language&quot;:&quot;hi&quot;}"></shastra-island>';
    expect(pageDevanagari(html, DEVANAGARI).languages.sort()).toEqual(['', 'hi', 'mr', 'sa']);
  });

  it('finds nothing on a page without Devanagari', () => {
    expect(pageDevanagari('<html lang="en"><p lang="sa-Latn">astra</p></html>', DEVANAGARI)).toEqual({
      runs: [],
      languages: [''],
    });
  });
});
