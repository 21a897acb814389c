/**
 * sitemap.xml and robots.txt, made once at start-up from the content's page list (the contract's
 * sitePages, compiled into the artifact: the listed ones), so every content URL is listed and none that does not
 * exist.
 */
import { DOCUMENTS_PREFIX } from '@shastra/content/contract/paths';
import { FIXED_PAGES } from '@shastra/content/contract/pages';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  // The API is for the site and for developers; search result pages are endless and thin.
  return `User-agent: *\nAllow: /\nDisallow: ${DOCUMENTS_PREFIX}\nDisallow: ${FIXED_PAGES.search}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
