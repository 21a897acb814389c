/**
 * The Hindi edition speaks Hindi: one page of every route, rendered as the build renders it under
 * /hi/, links only to Hindi pages, and shows none of the English interface strings, in its text or
 * in the attributes a visitor hears or sees (aria-label, title, alt, placeholder). English left in a
 * Hindi page on purpose (a note the content keeps in English) is marked lang="en" and is skipped.
 */
import { describe, expect, it } from 'vitest';
import { siteShape } from '@shastra/content/artifact';
import { localePath } from '@shastra/content/contract/locales';
import { routeSamples } from '@shastra/content/contract/pages';
import { catalogs } from './catalog.ts';
import { corpus, renderPage } from '../test/pageRenderer.ts';

/** The English interface strings as a visitor would meet them: each piece between placeholders and tags. */
function englishPieces(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string'
      ? value
          .split(/\{\w+\}|<\/?\w+>/)
          .map((piece) => piece.trim())
          .filter((piece) => /[A-Za-z]{3}/.test(piece))
      : englishPieces(value as object),
  );
}
/** Words the Hindi edition writes in Latin letters too: names of things that have no Hindi name. */
const SAME_IN_HINDI = new Set([
  'IAST',
  'API',
  'OpenAPI',
  'JSON',
  'UPI',
  'Instagram',
  'WhatsApp',
  'Shastra',
  'shastra',
  '/api',
  'you@example.com',
]);
const pieces = [...new Set(englishPieces(catalogs.en))].filter(
  (piece) => !SAME_IN_HINDI.has(piece.replace(/[^\p{L}@./\s]/gu, '').trim()),
);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const englishString = new RegExp(`(?<![A-Za-z])(?:${pieces.map(escapeRegExp).join('|')})(?![A-Za-z])`);

/** Links that are not pages: files, the API, other sites. */
const NOT_A_PAGE =
  /^(?:\/(?:images|assets|documents|videos|icons|fonts|page-dictionary)\/|\/[\w.-]+\.\w+$|\/healthz$|#|https?:|mailto:|upi:)/;

describe('the Hindi edition', () => {
  it.each(routeSamples(siteShape(corpus)).map((path) => localePath('hi', path)))('%s', (path) => {
    const page = renderPage(path);
    expect(page.status).toBe(200);
    const document = new DOMParser().parseFromString(page.html, 'text/html');
    expect(document.documentElement.lang).toBe('hi');

    // The language switch's link to English (hreflang="en") is the one meant to leave the edition.
    const englishLinks = [...document.querySelectorAll('a[href]:not([hreflang]), form[action]')]
      .map((element) => element.getAttribute('href') ?? element.getAttribute('action') ?? '')
      .filter((href) => !NOT_A_PAGE.test(href) && !href.startsWith('/hi/'));
    expect(englishLinks, 'links to English pages').toEqual([]);

    const heard: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [lang="en"], [lang^="sa"], [lang="mr"], code, pre')) continue;
      // The printed page's address under its footer, and a path shown as a link, are not words.
      if (parent.closest('.print-address') || /^\/\S*$/.test(node.textContent?.trim() ?? '')) continue;
      const match = englishString.exec(node.textContent ?? '');
      if (match)
        heard.push(`"${match[0]}" in <${parent.tagName.toLowerCase()}> ${node.textContent?.trim().slice(0, 80)}`);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (element.closest('[lang="en"]')) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const match = englishString.exec(element.getAttribute(name) ?? '');
        if (match) heard.push(`"${match[0]}" in ${name} of <${element.tagName.toLowerCase()}>`);
      }
    }
    expect(heard, 'English interface strings').toEqual([]);
  });
});
