import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { readArtifact } from '@shastra/content/artifact';
import { artifactEditions } from '@shastra/content/artifact/read';
import { isLocale } from '@shastra/content/contract/locales';
import { compileHintBanner, compileHintsPlugin } from './build/compileHintsPlugin.ts';
import { fontsPlugin } from './build/fontsPlugin.ts';
import { inlineCssPlugin } from './build/inlineCssPlugin.ts';
import { inlineScriptPlugin } from './build/inlineScriptPlugin.ts';
import { lowPriorityScriptsPlugin } from './build/lowPriorityScriptsPlugin.ts';
import { pwaPlugin } from './build/pwaPlugin.ts';
import { PAGE_SHEETS, sheetEntryName } from './src/styles/pageSheets.ts';

let artifact: ReturnType<typeof readArtifact> | undefined;
/** The artifact, read once per build (reading checks the content's hash, about a second). */
const readArtifactOnce = () => (artifact ??= readArtifact());

/**
 * `virtual:search-index-{locale}`: an edition's site-wide search index, from the content artifact.
 * The browser imports it dynamically, so each becomes its own hashed chunk, loaded on the first
 * search of a page of that edition.
 */
export function searchIndexPlugin(): Plugin {
  const prefix = 'virtual:search-index-';
  return {
    name: 'shastra-search-index',
    resolveId: (source) => (source.startsWith(prefix) ? `\0${source}` : undefined),
    load(resolved) {
      if (!resolved.startsWith(`\0${prefix}`)) return undefined;
      const locale = resolved.slice(prefix.length + 1);
      const index = isLocale(locale) ? artifactEditions(readArtifactOnce())[locale].searchIndex : undefined;
      if (!index) throw new Error(`${resolved}: no edition ${locale}`);
      // JSON.parse of a string literal parses faster than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(index))});`;
    },
  };
}

/** Islands that only some pages have: each stays a chunk of its own, fetched where it is used. */
const PAGE_ISLANDS =
  /[\\/]web[\\/]src[\\/](screens[\\/](quiz|sage|festival|search|api|texts)|views[\\/](converter|grip)[\\/]|components[\\/]Video)/;
/** What the first island's hydration needs anyway: loaded as one file instead of twenty. */
const ENTRY =
  /[\\/]web[\\/]src[\\/](entry-client|layout[\\/]hashTarget|islands[\\/](runtime|registry|invokersFallback)|pwa[\\/])/;

/**
 * Browser chunks: React as one file (react, react-dom, the scheduler); the layout's islands and the
 * code they share as another (every page has the layout, and twenty small files cost more in
 * requests and headers than their bytes); the islands of particular pages, the search engine and
 * its index each on their own.
 */
const CHUNK_GROUPS = [
  // Vite's preload helper and the bundler's runtime, which the entry needs at once: kept out of
  // the groups below (else the entry would import React to get them).
  { name: 'runtime', test: /preload-helper|rolldown[:\\/]runtime|^\0rolldown/, priority: 3 },
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
  {
    name: 'site',
    priority: 1,
    test: (id: string) =>
      /[\\/](web|content)[\\/]src[\\/].*\.tsx?$/.test(id) &&
      !PAGE_ISLANDS.test(id) &&
      !ENTRY.test(id) &&
      !/[\\/]content[\\/]src[\\/]search[\\/](search|index|hits)\.ts$/.test(id) &&
      !id.includes('search-index'),
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    searchIndexPlugin(),
    fontsPlugin(),
    pwaPlugin(),
    inlineCssPlugin(),
    inlineScriptPlugin(),
    lowPriorityScriptsPlugin(),
    compileHintsPlugin(),
  ],
  // The server build needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist/client',
    manifest: false,
    assetsInlineLimit: 0,
    // The server bundle imports every island statically (it renders them) while the island
    // registry imports them lazily for the browser: one bundle, so the split means nothing there.
    rolldownOptions: isSsrBuild
      ? { checks: { ineffectiveDynamicImport: false } }
      : {
          // The page and, as entries of their own, the stylesheets of particular screens: each is
          // emitted as a file that the page template inlines (build/inlineCssPlugin.ts).
          input: {
            index: 'index.html',
            ...Object.fromEntries(PAGE_SHEETS.map((sheet) => [sheetEntryName(sheet), `src/${sheet}`])),
          },
          output: { codeSplitting: { groups: CHUNK_GROUPS }, postBanner: compileHintBanner },
        },
  },
  ssr: {
    // simple-icons is bundled so that only the icons the footer draws are kept: loaded whole by the
    // server's renderer, its 3,000 icons held 33 MB of memory.
    noExternal: ['@shastra/content', 'simple-icons'],
  },
}));
