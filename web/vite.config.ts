import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { loadCorpus } from '@shastra/content';
import { buildSearchIndex } from '@shastra/content/searchIndex';
import { fontsPlugin } from './build/fontsPlugin.ts';
import { inlineCssPlugin } from './build/inlineCssPlugin.ts';
import { inlineScriptPlugin } from './build/inlineScriptPlugin.ts';
import { pwaPlugin } from './build/pwaPlugin.ts';

/** `virtual:site-config`: the validated content/data/site.yaml, fixed at build time. */
export function siteConfigPlugin(): Plugin {
  const id = 'virtual:site-config';
  return {
    name: 'shastra-site-config',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      return `export default ${JSON.stringify(loadCorpus().site)};`;
    },
  };
}

/**
 * `virtual:search-index`: the site-wide search index, built from the corpus at build time. The
 * browser imports it dynamically, so it becomes its own hashed chunk, loaded on the first search.
 */
export function searchIndexPlugin(): Plugin {
  const id = 'virtual:search-index';
  return {
    name: 'shastra-search-index',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      // JSON.parse of a string literal parses faster than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(buildSearchIndex(loadCorpus())))});`;
    },
  };
}

/**
 * The browser runs the components on Preact through preact/compat: the same React API at a
 * quarter of react-dom's bytes (docs/decisions.md, "Preact in the browser"). The server renders
 * with React 19.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    siteConfigPlugin(),
    searchIndexPlugin(),
    fontsPlugin(),
    pwaPlugin(),
    inlineCssPlugin(),
    inlineScriptPlugin(),
  ],
  resolve: { alias: isSsrBuild ? [] : preactAliases },
  // The server build needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist/client',
    manifest: false,
    assetsInlineLimit: 0,
  },
  ssr: {
    noExternal: ['@shastra/content'],
  },
}));
