/**
 * sitemap.xml and robots.txt, made once at start-up from the content's page list (the contract's
 * sitePages, compiled into the artifact: the listed ones), so every content URL is listed and none that does not
 * exist. Each page is listed in every edition, with the same alternates its <head> names (both
 * editions and x-default, the English).
 */
import { DEFAULT_LOCALE, LOCALES, localePath, PREFIXED_LOCALES } from '@shastra/content/contract/locales';
import { DOCUMENTS_PREFIX } from '@shastra/content/contract/paths';
import { FIXED_PAGES } from '@shastra/content/contract/pages';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const address = (locale: (typeof LOCALES)[number], path: string) => escapeXml(siteUrl + localePath(locale, path));
  const urls = paths.flatMap((path) => {
    const links = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(locale, path)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(DEFAULT_LOCALE, path)}"/>`,
    ].join('');
    return LOCALES.map((locale) => `  <url><loc>${address(locale, path)}</loc>${links}</url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

export function robotsTxt(siteUrl: string): string {
  // The API is for the site and for developers; search result pages are endless and thin.
  const searches = [DEFAULT_LOCALE, ...PREFIXED_LOCALES].map(
    (locale) => `Disallow: ${localePath(locale, FIXED_PAGES.search)}\n`,
  );
  return `User-agent: *\nAllow: /\nDisallow: ${DOCUMENTS_PREFIX}\n${searches.join('')}\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
