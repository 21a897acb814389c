/**
 * The server half of the web app: renders a URL to a complete HTML page. The build prerenders
 * every page with it (web/scripts/prerender.ts); the server renders with it only what cannot be
 * prerendered (/search?q=). A page is plain HTML whose interactive parts are islands
 * (islands/Island.tsx); nothing else of React runs in the browser.
 */
import { StrictMode, type ReactNode } from 'react';
import type { Fact, InfoEntry } from '@shastra/content/schema';
import { renderToString } from 'react-dom/server';
import type { EditionContent } from '@shastra/content/artifact/read';
import { LOCALES, splitLocalePath, type Locale } from '@shastra/content/contract/locales';
import type { DocumentMap } from '@shastra/content/documents';
import { fontPreloader, hasDevanagari, hasIastDandas } from './fonts/fontPreloads.ts';
import { catalogs } from './i18n/catalog.ts';
import { I18nContext } from './i18n/I18n.tsx';
import { IslandCollector, type IslandRecord } from './islands/Island.tsx';
import { fillIslands } from './islands/renderIslands.tsx';
import { islandDirectories } from './islands/islandDirectories.ts';
import { islandLoaders } from './islands/registry.ts';
import { Layout } from './layout/Layout.tsx';
import { layoutData } from './layout/layoutData.ts';
import { headTags, pageMeta } from './routing/pageMeta.ts';
import { matchRoute } from './routing/routes.ts';
import { documentSource, type DocumentSource, type ScreenContext } from './routing/screen.ts';
import { NotFoundPage } from './screens/notFound/NotFoundPage.tsx';
import { SiteContext } from './siteConfig.ts';
import { pageStyles } from './styles/pageStyles.ts';

export interface RendererOptions {
  /** The built index.html with its <!--app-head--> and <!--app-html--> markers. */
  template: string;
  /** Each edition's content (English at the root, Hindi under /hi/; contract/locales.ts). */
  editions: Readonly<Record<Locale, EditionContent<DocumentMap>>>;
  /**
   * Where the pages' compression dictionary is served (web/scripts/pageDictionary.ts): named in a
   * <meta> that the preferences script turns into a link from a visitor's second page on.
   */
  dictionaryUrl?: string;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** The islands on the page, by name (the prerenderer preloads their code). */
  islands: string[];
}

export function createRenderer({ template, editions, dictionaryUrl }: RendererOptions) {
  const fontPreloads = fontPreloader(template);
  const dictionary = dictionaryUrl ? `\n    <meta name="shastra-dictionary" content="${dictionaryUrl}">` : '';
  const pageOf = pageStyles(template, islandDirectories);
  const sources = Object.fromEntries(
    LOCALES.map((locale) => {
      const source = documentSource(editions[locale].documents);
      return [locale, { source, menu: source.get('info') ?? [], facts: source.get('facts') ?? [] }];
    }),
  ) as Record<Locale, { source: DocumentSource; menu: InfoEntry[]; facts: Fact[] }>;

  return function render(url: string): RenderedPage {
    const parsed = new URL(url, 'http://localhost');
    const { locale, path } = splitLocalePath(parsed.pathname);
    const { site, searchIndex, verseIndex } = editions[locale];
    const { source, menu, facts } = sources[locale];
    const messages = catalogs[locale];
    const match = matchRoute(path);
    const context: ScreenContext = {
      path,
      params: match?.params ?? {},
      query: parsed.searchParams,
      documents: source,
      searchIndex,
      verseIndex,
      locale,
      site,
      messages,
    };
    const wrap = (content: ReactNode) => (
      <StrictMode>
        <SiteContext value={site}>
          <I18nContext value={{ locale, messages }}>
            <IslandCollector value={islands}>{content}</IslandCollector>
          </I18nContext>
        </SiteContext>
      </StrictMode>
    );
    const islands: IslandRecord[] = [];
    const data = match ? match.screen.load(context) : null;
    const found = match !== null && data !== null;
    let body: string;
    let meta;
    if (found) {
      const { Page, layout } = match.screen;
      const page = <Page data={data} />;
      body = renderToString(
        wrap(
          layout?.(data) === 'bare' ? (
            page
          ) : (
            <Layout data={layoutData({ path, search: parsed.search, locale }, menu, facts, site)}>{page}</Layout>
          ),
        ),
      );
      meta = pageMeta(context, match.screen.meta(data, context));
    } else {
      body = renderToString(
        wrap(
          <Layout data={layoutData({ path, search: parsed.search, locale }, menu, facts, site)}>
            <NotFoundPage />
          </Layout>,
        ),
      );
      meta = pageMeta(context, null, true);
    }
    for (const { name } of islands) {
      if (!islandLoaders.has(name)) throw new Error(`${path}: island "${name}" has no module (${name}.island.tsx)`);
    }
    const names = [...new Set(islands.map((island) => island.name))];
    const app = fillIslands(body, islands);
    const devanagari =
      locale === 'hi' ? 'hindi' : found && hasDevanagari(app) ? match?.screen.devanagari?.(data) : undefined;
    const html = pageOf({
      app,
      islands: names,
      head: `${fontPreloads(devanagari, hasIastDandas(app))}${dictionary}\n    ${headTags(meta, context)}`,
      lang: locale,
    });
    return { status: found ? 200 : 404, html, islands: names };
  };
}
