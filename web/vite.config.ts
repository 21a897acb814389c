import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { loadCorpus } from '@shastra/content';

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

export default defineConfig({
  plugins: [react(), siteConfigPlugin()],
  build: {
    outDir: 'dist/client',
    manifest: false,
    assetsInlineLimit: 0,
  },
  ssr: {
    noExternal: ['@shastra/content'],
  },
});
