/**
 * sitemap.xml and robots.txt, made once at start-up from the same documents the pages show, so
 * every content URL is listed and none that does not exist.
 */
import { isListingId, RESERVED_DOCUMENT_IDS } from '@shastra/content/reservedIds';
import type { DocumentMap } from '../documents/buildDocuments.ts';

/** Pages that are not built from a document key (search results are left out: not for indexes). */
const FIXED_PATHS = ['/', '/quiz', '/saptarishi', '/decoration', '/devi', '/api'];

/** Every content page's path, in a stable order. */
export function sitePaths(documents: DocumentMap): string[] {
  const paths = new Set(FIXED_PATHS);
  for (const key of documents.keys()) {
    const [first = '', ...rest] = key.split('/');
    if (first === 'saptarishis' && rest.length === 1) paths.add(`/saptarishi/${rest[0]}`);
    else if (!RESERVED_DOCUMENT_IDS.includes(first) && isListingId(first) && rest.length <= 2) paths.add(`/${key}`);
  }
  return [...paths];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  // The API is for the site and for developers; search result pages are endless and thin.
  return `User-agent: *\nAllow: /\nDisallow: /documents/\nDisallow: /search\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
