/**
 * A page's metadata (each screen's `meta`): the title and description, and for search engines and
 * share cards the canonical URL, the share image and structured data (JSON-LD).
 */
import site from '../siteConfig.ts';

export type JsonLd = Record<string, unknown>;

export interface PageMeta {
  title: string;
  description: string;
  /** Site path of the share image (1200×630 PNG). */
  image: string;
  /** Open Graph type. */
  type: 'website' | 'article';
  /** Structured data about the page, beyond the breadcrumb. */
  jsonLd: JsonLd[];
  /** Trail from the home page to this page (the last one is this page). */
  breadcrumb: { name: string; path: string }[];
  /** Pages search engines should not index (search results, errors). */
  noindex: boolean;
}

const SITE_IMAGE = '/images/share/site.png';

const absoluteUrl = (path: string) => `${site.site_url}${path}`;

/** The page's metadata: what its screen says, over the site's defaults. */
export function pageMeta(meta: Partial<PageMeta> | null, notFound = false): PageMeta {
  const base: PageMeta = {
    title: `${site.name}: ${site.tagline}`,
    description: site.description,
    image: SITE_IMAGE,
    type: 'website',
    jsonLd: [],
    breadcrumb: [],
    noindex: false,
  };
  if (notFound) return { ...base, title: `Page not found | ${site.name}`, noindex: true };
  if (!meta) return base;
  return {
    ...base,
    ...meta,
    title: meta.title ? `${meta.title} | ${site.name}` : base.title,
    description: meta.description ?? base.description,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: '<' escaped so no text can close the element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The <head> tags for a page at `path` (a path without the query). */
export function headTags(meta: PageMeta, path: string): string {
  const url = absoluteUrl(path);
  const image = absoluteUrl(meta.image);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta property="og:locale" content="en_IN" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  const graph: JsonLd[] = [...meta.jsonLd];
  if (meta.breadcrumb.length > 0) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home', path: '/' }, ...meta.breadcrumb].map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: absoluteUrl(crumb.path),
      })),
    });
  }
  if (graph.length > 0 && !meta.noindex) {
    tags.push(
      `<script type="application/ld+json">${jsonForHtml({ '@context': 'https://schema.org', '@graph': graph })}</script>`,
    );
  }
  return tags.join('\n    ');
}

/** schema.org Article for a content page. */
export function articleLd(headline: string, description: string, path: string, image: string): JsonLd {
  return {
    '@type': 'Article',
    headline,
    description,
    url: absoluteUrl(path),
    image: absoluteUrl(image),
    inLanguage: 'en',
    isAccessibleForFree: true,
    publisher: { '@type': 'Organization', name: site.name, url: site.site_url },
  };
}

/** A description from a text: its first 155 characters, on one line. */
export const summary = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 155);

/** A category's share card (1200×630), made by scripts/share-images.ts. */
export const shareImage = (categoryId: string) => `/images/share/${categoryId}.png`;
