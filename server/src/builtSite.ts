/**
 * The built site as the server serves it: the content artifact, the prerendered pages made from
 * it, the per-request renderer and the options of the app. `npm start` (main.ts) and the static
 * export (static/exportSite.ts) both start here, so the two can never serve different things.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtDocumentsDir, builtImagesDir, videosDir } from '@shastra/content/locations';
import { artifactEditions, readArtifact, type LoadedArtifact } from '@shastra/content/artifact/read';
import type { AppOptions } from './app.ts';
import type { ServerConfig } from './config.ts';
import { inlineScriptHashes } from './pages/inlineScripts.ts';
import { loadPrerenderedPages, type PageRenderer, type PrerenderedPages, type SsrModule } from './pages/pageRoutes.ts';

/** The build is missing or was made from other content: the message says what to run. */
export class NotBuiltError extends Error {}

export interface BuiltSite {
  content: LoadedArtifact;
  pages: PrerenderedPages;
  /** Everything the app needs but the feedback store and what the process's config adds. */
  options: Omit<AppOptions, 'store'>;
}

/** Reads the build; throws NotBuiltError (or the artifact's StaleContentError) when it cannot be served. */
export function loadBuiltSite(config: Pick<ServerConfig, 'ssrEntry' | 'pagesDir' | 'clientDir'>): BuiltSite {
  if (!existsSync(config.ssrEntry)) {
    throw new NotBuiltError('The site is not built yet: run `npm run build` (or `npm start`, which builds first).');
  }
  // Content enters the site once, at build time: the server serves the compiled artifact, and only
  // with pages rendered from that same artifact.
  const content = readArtifact();
  const pages = loadPrerenderedPages(config.pagesDir);
  if (pages.contentHash !== content.hash) {
    throw new NotBuiltError(
      `web/dist was built from other content (${pages.contentHash.slice(0, 12)}) than content/dist holds ` +
        `(${content.hash.slice(0, 12)}): run \`npm run build\`.`,
    );
  }
  const template = readFileSync(join(config.clientDir, 'index.html'), 'utf8');
  // The page renderer (React on the server, the search index) is loaded when the first search
  // page is asked for: every other page was rendered by the build, and most processes never need it.
  // React's production build: its development build checks every element and renders a results
  // page in about twice the time.
  process.env.NODE_ENV ??= 'production';
  let renderer: Promise<PageRenderer> | undefined;
  const render: PageRenderer = async (url) => {
    renderer ??= (import(pathToFileURL(config.ssrEntry).href) as Promise<SsrModule>).then(({ createRenderer }) =>
      createRenderer({
        template,
        editions: artifactEditions(content),
        ...(pages.dictionary ? { dictionaryUrl: pages.dictionary.url } : {}),
      }),
    );
    return (await renderer)(url);
  };
  return {
    content,
    pages,
    options: {
      documents: content.documents,
      translatedDocuments: Object.fromEntries(
        Object.entries(content.editions).map(([locale, edition]) => [locale, edition.documents]),
      ),
      documentsDir: builtDocumentsDir,
      pages,
      renderPage: render,
      verseIndexes: Object.fromEntries(
        Object.entries(artifactEditions(content)).map(([locale, edition]) => [locale, edition.verseIndex]),
      ),
      sitePaths: content.pages.filter((page) => page.listed).map((page) => page.path),
      clientDir: config.clientDir,
      imagesDir: builtImagesDir,
      videosDir,
      siteUrl: content.site.site_url,
      inlineScriptHashes: inlineScriptHashes(template),
    },
  };
}
