/** Which font files a page draws with, from its HTML and the stylesheet (checked in Chromium by e2e/tests/fonts.spec.ts). */
import { describe, expect, it } from 'vitest';
import { mediaMatches, readFontStylesheet, specificity } from './fontStylesheet.ts';
import { matchWeight, pageFontAnalyzer } from './pageFonts.ts';

const CSS = `
@font-face{font-family:Noto Sans;font-weight:400;src:url(/sans-400-latin.woff2)format("woff2");unicode-range:U+20-7E}
@font-face{font-family:Noto Sans;font-weight:400;src:url(/sans-400-ext.woff2)format("woff2");unicode-range:U+100-17F,U+1E00-1EFF}
@font-face{font-family:Noto Sans;font-weight:600;src:url(/sans-600-latin.woff2)format("woff2");unicode-range:U+20-7E}
@font-face{font-family:Noto Serif;font-weight:700;src:url(/serif-700-latin.woff2)format("woff2");unicode-range:U+20-7E}
@font-face{font-family:"Noto Sans Devanagari";font-weight:400;src:url(/deva-400.woff2)format("woff2");unicode-range:U+900-97F}
@font-face{font-family:"Noto Sans Devanagari";font-weight:600;src:url(/deva-600.woff2)format("woff2");unicode-range:U+900-97F}
:root{--font-sans:'Noto Sans',system-ui,sans-serif;--font-serif:'Noto Serif',Georgia,serif}
body{font-family:var(--font-sans)}
h1,h2{font-family:var(--font-serif)}
[lang=sa]{font-family:'Noto Sans Devanagari',var(--font-sans)}
.title{font-weight:600}
.title .plain{font-weight:normal}
.hidden-on-phone{display:block}
@media (width<=768px){.hidden-on-phone{display:none}}
.panel[hidden].forced{display:block}
.label:hover{font-weight:700}
.far-below{content-visibility:auto}
.far-below.drawn{content-visibility:visible}
button,select{font:inherit}
.small{font:12px/1.2 var(--font-serif)}
`;

const files = (html: string, width = 412) =>
  pageFontAnalyzer(readFontStylesheet(CSS, width))
    .fontsOf(`<!doctype html><html><head><title>T</title></head><body>${html}</body></html>`)
    .map((url) => url.slice(1, -'.woff2'.length));

describe('pageFontAnalyzer', () => {
  it('picks each text’s face by family, weight and unicode-range, inheriting down the tree', () => {
    expect(files('<p>Plain</p>')).toEqual(['sans-400-latin']);
    expect(files('<p>Śiva</p>')).toEqual(['sans-400-latin', 'sans-400-ext']);
    expect(files('<h1>Title</h1>')).toEqual(['serif-700-latin']);
    expect(files('<div class="title"><span>Bold</span></div>')).toEqual(['sans-600-latin']);
    // Files come in stylesheet order.
    expect(files('<div class="title"><span class="plain">Light</span></div>')).toEqual([
      'sans-400-latin',
      'sans-600-latin',
    ]);
  });

  it('draws Devanagari with the Devanagari face of the nearest weight, and its Latin with the next family', () => {
    expect(files('<p>a <span lang="sa">शिव</span></p>')).toEqual(['sans-400-latin', 'deva-400']);
    // 700 (a heading) matches the 600 face, the heaviest there is.
    expect(files('<h2>T <span lang="sa">शिव</span></h2>')).toEqual(['serif-700-latin', 'deva-600']);
    // The paragraph's own line height comes from the first face with a space: Noto Sans.
    expect(files('<p lang="sa">शिव</p>')).toEqual(['sans-400-latin', 'deva-400']);
  });

  it('skips what is not drawn: display none, [hidden], a closed dialog or details, head, scripts', () => {
    expect(files('<p>a</p><div hidden><p>Śiva</p></div>')).toEqual(['sans-400-latin']);
    expect(files('<p>a</p><dialog><h1>Title</h1></dialog>')).toEqual(['sans-400-latin']);
    expect(files('<p>a</p><dialog open><h1>Title</h1></dialog>')).toEqual(['sans-400-latin', 'serif-700-latin']);
    expect(files('<details><summary>a</summary><h1>Title</h1></details>')).toEqual(['sans-400-latin']);
    expect(files('<p>a</p><script>var title = "Śiva";</script><template><h1>T</h1></template>')).toEqual([
      'sans-400-latin',
    ]);
    // A rule that shows a [hidden] element wins over the browser's own rule.
    expect(files('<p>a</p><div class="panel forced" hidden><h1>T</h1></div>')).toEqual([
      'sans-400-latin',
      'serif-700-latin',
    ]);
  });

  it('leaves out what is laid out only when scrolled near (content-visibility: auto)', () => {
    expect(files('<p>a</p><section class="far-below"><p lang="sa">शिव</p></section>')).toEqual(['sans-400-latin']);
    expect(files('<p>a</p><section class="far-below drawn"><p lang="sa">शिव</p></section>')).toEqual([
      'sans-400-latin',
      'deva-400',
    ]);
  });

  it('draws a text field’s value, with the field’s own font', () => {
    // The body's line holding the field takes its height from Noto Sans.
    expect(files('<input type="search" lang="sa" value="शिव">')).toEqual(['sans-400-latin', 'deva-400']);
    expect(files('<input type="checkbox" value="शिव">')).toEqual(['sans-400-latin']);
  });

  it('evaluates width media queries for the width it was made for', () => {
    expect(files('<p>a</p><div class="hidden-on-phone"><h1>T</h1></div>', 412)).toEqual(['sans-400-latin']);
    expect(files('<p>a</p><div class="hidden-on-phone"><h1>T</h1></div>', 1280)).toEqual([
      'sans-400-latin',
      'serif-700-latin',
    ]);
  });

  it('ignores rules that apply only on interaction, and reads the font shorthand', () => {
    expect(files('<p class="label">a</p>')).toEqual(['sans-400-latin']);
    expect(files('<p class="small">a</p>')).toEqual(['serif-700-latin']);
    expect(files('<div class="title"><button>b</button></div>')).toEqual(['sans-600-latin']);
  });

  it('counts the primary font of a box that lays out lines of its own', () => {
    // The div's line boxes take their height from its own font, though only the buttons draw text.
    expect(files('<div><button class="title">Go</button></div>')).toEqual(['sans-400-latin', 'sans-600-latin']);
  });

  it('draws a closed select’s chosen option only', () => {
    expect(files('<select><option>a</option><option>Śiva</option></select>')).toEqual(['sans-400-latin']);
    expect(files('<select><option>a</option><option selected>Śiva</option></select>')).toEqual([
      'sans-400-latin',
      'sans-400-ext',
    ]);
  });
});

describe('font matching and stylesheet helpers', () => {
  it('matches weights as CSS does', () => {
    expect(matchWeight(400, [400, 600])).toBe(400);
    expect(matchWeight(700, [400, 600])).toBe(600);
    expect(matchWeight(500, [400, 600])).toBe(400);
    expect(matchWeight(300, [400, 600])).toBe(400);
    expect(matchWeight(400, [700])).toBe(700);
  });

  it('evaluates width media queries in both syntaxes', () => {
    expect(mediaMatches('(width<=768px)', 412)).toBe(true);
    expect(mediaMatches('(width<=768px)', 1280)).toBe(false);
    expect(mediaMatches('(min-width: 960px)', 1280)).toBe(true);
    expect(mediaMatches('print', 1280)).toBe(false);
    expect(mediaMatches('(prefers-color-scheme:dark)', 412)).toBe(false);
    expect(mediaMatches('(prefers-reduced-motion:no-preference)', 412)).toBe(true);
  });

  it('orders selectors by specificity', () => {
    expect(specificity('#a .b p')).toEqual([1, 1, 1]);
    expect(specificity('.a[hidden]:first-child')).toEqual([0, 3, 0]);
    expect(specificity(':where(.a) p')).toEqual([0, 0, 1]);
  });
});
