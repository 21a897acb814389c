/**
 * A page's metadata (each screen's `meta`): the title and description, and for search engines and
 * share cards the canonical URL, the share image and structured data (JSON-LD).
 */
import { LOCALES, localePath, type Locale } from '@shastra/content/contract/locales';
import { fill } from '../i18n/format.ts';
import { stripProseLinks } from '@shastra/content/text/proseLinks';
import type { SiteConfig } from '@shastra/content/schema';
import type { Messages } from '../i18n/messages/types.ts';

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

/** What a page's metadata is made in (a screen's context has it all). */
interface MetaContext {
  /** The page's path without the edition's prefix. */
  path: string;
  locale: Locale;
  site: SiteConfig;
  messages: Messages;
}

/** A page path's full address in an edition. */
const absoluteUrl = ({ site, locale }: Pick<MetaContext, 'site' | 'locale'>, path: string) =>
  `${site.site_url}${localePath(locale, path)}`;

/** The page's metadata: what its screen says, over the site's defaults. */
export function pageMeta(context: MetaContext, meta: Partial<PageMeta> | null, notFound = false): PageMeta {
  const { site, messages } = context;
  const { name, tagline } = site;
  const base: PageMeta = {
    title: fill(messages.common.siteTitle, { name, tagline }),
    description: site.description,
    image: SITE_IMAGE,
    type: 'website',
    jsonLd: [],
    breadcrumb: [],
    noindex: false,
  };
  if (notFound) return { ...base, title: fill(messages.common.notFoundTitle, { name }), noindex: true };
  if (!meta) return base;
  return {
    ...base,
    ...meta,
    title: meta.title ? fill(messages.common.pageTitle, { title: meta.title, name }) : base.title,
    // A description taken from prose keeps a reference's words, not its markup.
    description: meta.description ? stripProseLinks(meta.description) : base.description,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: '<' escaped so no text can close the element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const OG_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * The <head> tags for the page at `context.path` (a path without the query and the edition's
 * prefix): self-canonical in its edition, with both editions and x-default (English) as alternates.
 */
export function headTags(meta: PageMeta, context: MetaContext): string {
  const { site, locale, path } = context;
  const url = absoluteUrl(context, path);
  const image = `${site.site_url}${meta.image}`;
  const alternates = meta.noindex
    ? []
    : [
        ...LOCALES.map(
          (edition) =>
            `<link rel="alternate" hreflang="${edition}" href="${escapeHtml(absoluteUrl({ site, locale: edition }, path))}" />`,
        ),
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl({ site, locale: 'en' }, path))}" />`,
      ];
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternates,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:locale" content="${OG_LOCALES[locale]}" />`,
    ...LOCALES.filter((edition) => edition !== locale).map(
      (edition) => `<meta property="og:locale:alternate" content="${OG_LOCALES[edition]}" />`,
    ),
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  const graph: JsonLd[] = [...meta.jsonLd];
  if (meta.breadcrumb.length > 0) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: context.messages.common.home, path: '/' }, ...meta.breadcrumb].map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: absoluteUrl(context, crumb.path),
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
export function articleLd(
  context: Pick<MetaContext, 'site' | 'locale'>,
  { headline, description, path, image }: { headline: string; description: string; path: string; image: string },
): JsonLd {
  const { site, locale } = context;
  return {
    '@type': 'Article',
    headline,
    description,
    url: absoluteUrl(context, path),
    image: `${site.site_url}${image}`,
    inLanguage: locale,
    isAccessibleForFree: true,
    publisher: { '@type': 'Organization', name: site.name, url: site.site_url },
  };
}

/** A description from a text: its first 155 characters, on one line. */
export const summary = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 155);

/** A category's share card (1200×630), made by scripts/share-images.ts. */
export const shareImage = (categoryId: string) => `/images/share/${categoryId}.png`;
