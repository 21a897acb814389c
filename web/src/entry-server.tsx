/**
 * The server half of the web app: renders a URL to a complete HTML page. The build prerenders
 * every page with it (web/scripts/prerender.ts); the server renders with it only what cannot be
 * prerendered (/search?q=). A page is plain HTML whose interactive parts are islands
 * (islands/Island.tsx); nothing else of React runs in the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { DocumentMap } from '@shastra/content/documents';
import type { SearchIndex } from '@shastra/content/search';
import { fontPreloader, hasDevanagari, hasIastDandas } from './fonts/fontPreloads.ts';
import { IslandCollector, type IslandRecord } from './islands/Island.tsx';
import { fillIslands } from './islands/renderIslands.tsx';
import { islandDirectories } from './islands/islandDirectories.ts';
import { islandLoaders } from './islands/registry.ts';
import { Layout } from './layout/Layout.tsx';
import { layoutData } from './layout/layoutData.ts';
import { headTags, pageMeta } from './routing/pageMeta.ts';
import { matchRoute } from './routing/routes.ts';
import { documentSource, type ScreenContext } from './routing/screen.ts';
import { NotFoundPage } from './screens/notFound/NotFoundPage.tsx';
import { pageStyles } from './styles/pageStyles.ts';

export interface RendererOptions {
  /** The built index.html with its <!--app-head--> and <!--app-html--> markers. */
  template: string;
  documents: DocumentMap;
  searchIndex: SearchIndex;
  verseIndex: SearchIndex;
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

export function createRenderer({ template, documents, searchIndex, verseIndex, dictionaryUrl }: RendererOptions) {
  const fontPreloads = fontPreloader(template);
  const dictionary = dictionaryUrl ? `\n    <meta name="shastra-dictionary" content="${dictionaryUrl}">` : '';
  const trimStyles = pageStyles(template, islandDirectories);
  const source = documentSource(documents);
  const menu = source.get('info') ?? [];
  const facts = source.get('facts') ?? [];

  return function render(url: string): RenderedPage {
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname;
    const match = matchRoute(path);
    const context: ScreenContext = {
      path,
      params: match?.params ?? {},
      query: parsed.searchParams,
      documents: source,
      searchIndex,
      verseIndex,
    };
    const data = match ? match.screen.load(context) : null;
    const found = match !== null && data !== null;
    const islands: IslandRecord[] = [];
    let body: string;
    let meta;
    if (found) {
      const { Page, layout } = match.screen;
      const page = <Page data={data} />;
      body = renderToString(
        <StrictMode>
          <IslandCollector value={islands}>
            {layout?.(data) === 'bare' ? page : <Layout data={layoutData(path, menu, facts)}>{page}</Layout>}
          </IslandCollector>
        </StrictMode>,
      );
      meta = pageMeta(match.screen.meta(data, context));
    } else {
      body = renderToString(
        <StrictMode>
          <IslandCollector value={islands}>
            <Layout data={layoutData(path, menu, facts)}>
              <NotFoundPage />
            </Layout>
          </IslandCollector>
        </StrictMode>,
      );
      meta = pageMeta(null, true);
    }
    for (const { name } of islands) {
      if (!islandLoaders.has(name)) throw new Error(`${path}: island "${name}" has no module (${name}.island.tsx)`);
    }
    const names = [...new Set(islands.map((island) => island.name))];
    const app = fillIslands(body, islands);
    const page = trimStyles(
      template.replace('<!--app-html-->', () => app),
      names,
    );
    const devanagari = found && hasDevanagari(app) ? match?.screen.devanagari?.(data) : undefined;
    const html = page.replace(
      '<!--app-head-->',
      () => `${fontPreloads(devanagari, hasIastDandas(app))}${dictionary}\n    ${headTags(meta, path)}`,
    );
    return { status: found ? 200 : 404, html, islands: names };
  };
}
