import { describe, expect, it } from 'vitest';
import { scanHtml } from './scanHtml.ts';

describe('scanHtml', () => {
  it('gives every element with its attributes in document order, entities decoded', () => {
    const page = scanHtml(
      '<!doctype html><html><head><base href="/x/"><link rel="icon" href="/a.svg"></head>' +
        '<body><a href="/b?x=1&amp;y=2" rel="noopener">b</a><img src="c.png" srcset="d.png 2x"></body></html>',
    );
    const tags = page.elements.map((el) => el.tagName);
    expect(tags).toEqual(['html', 'head', 'base', 'link', 'body', 'a', 'img']);
    expect(page.elements.find((el) => el.tagName === 'a')?.attrs).toEqual({ href: '/b?x=1&y=2', rel: 'noopener' });
    expect(page.elements.find((el) => el.tagName === 'img')?.attrs.srcset).toBe('d.png 2x');
  });

  it('collects ids and <a name>s as the targets of fragments', () => {
    const page = scanHtml('<div id="one"><a name="two">x</a><span name="not-an-anchor"></span><p id="three"></div>');
    expect([...page.anchors]).toEqual(['one', 'two', 'three']);
  });

  it('keeps SVG element names as SVG writes them, and xlink:href as written', () => {
    const page = scanHtml('<svg><use xlink:href="#star"/><feImage href="/f.svg"/><image href="/g.png"/></svg>');
    expect(page.elements.map((el) => [el.tagName, el.attrs])).toEqual([
      ['svg', {}],
      ['use', { 'xlink:href': '#star' }],
      ['feImage', { href: '/f.svg' }],
      ['image', { href: '/g.png' }],
    ]);
  });

  it("gives each <h1>'s text and <main>'s text without its scripts, styles and templates", () => {
    const page = scanHtml(
      '<body><header><h1>Astras <em>of</em> the epics</h1></header><main><img src="a.png"><p>Read this' +
        '<script>var hidden = 1;</script><style>.x{}</style><template><p>later</p></template> and this.</p></main>' +
        '<footer>not main</footer></body>',
    );
    expect(page.headings.map((text) => text.replace(/\s+/g, ' '))).toEqual(['Astras of the epics']);
    expect(page.mains).toHaveLength(1);
    const main = (page.mains[0] ?? '').replace(/\s+/g, ' ');
    expect(main).toContain('Read this');
    expect(main).toContain('and this.');
    expect(main).not.toMatch(/hidden|\.x|later|not main/);
  });

  it('counts every <h1>, empty ones too, and closes what the HTML leaves open', () => {
    const page = scanHtml('<main><h1></h1><p>one<p>two<h1>second</h1><div><span>three</main><p id="after">');
    expect(page.headings).toEqual(['', 'second']);
    expect((page.mains[0] ?? '').replace(/\s+/g, ' ').trim()).toBe('one two second three');
    expect(page.anchors.has('after')).toBe(true);
  });

  it("gives a <style>'s text, for the URLs in its CSS", () => {
    const page = scanHtml('<head><style>.a{background:url(/i.svg)}</style></head>');
    expect(page.elements.find((el) => el.tagName === 'style')?.text).toBe('.a{background:url(/i.svg)}');
  });
});
