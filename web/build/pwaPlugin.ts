/**
 * The offline support of the client build: bundles web/src/pwa/serviceWorker.ts (Workbox) into
 * /sw.js with the list of what to precache, and writes /offline.html, the page the service worker
 * shows for a page never visited while offline.
 *
 * Precached (each with a revision): every script chunk (the islands runtime, React, each island)
 * but the search index, the stylesheet, the fonts it refers to, the top-level public files (the
 * manifest) and the offline page. Stored at install: the pages of /, /quiz and /saptarishi.
 * Not precached: the site-wide search index (the biggest file of the site), the images, which are
 * stored as they are used, and the app icons.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { readArtifact } from '@shastra/content/artifact';
import type { SwManifest } from '../src/pwa/serviceWorker.ts';
import { prefsScriptTag } from './inlineScriptPlugin.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const SW_SOURCE = join(webRoot, 'src', 'pwa', 'serviceWorker.ts');
const SW_FILE = 'sw.js';
const OFFLINE_FILE = 'offline.html';

/** Pages stored at install. */
const PRECACHED_PAGES = ['/', '/quiz', '/saptarishi'];
/** Chunks never precached (loaded on the first search only). */
const NOT_PRECACHED = /^assets\/_virtual_search-index/;

/**
 * Public files worth precaching: the manifest (and any script or stylesheet put there). Not the app icons
 * (225 KB): no page shows them, and a browser only reads them to install the app, online.
 */
const PUBLIC_FILE = /^[^/]+\.(?:js|css|webmanifest)$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** A chunk with everything it imports statically, and the CSS of each. */
function chunkClosure(bundle: Rollup.OutputBundle, start: Rollup.OutputChunk, into: Set<string>) {
  if (into.has(start.fileName)) return;
  into.add(start.fileName);
  for (const css of start.viteMetadata?.importedCss ?? []) into.add(css);
  for (const name of start.imports) {
    const next = bundle[name];
    if (next?.type === 'chunk') chunkClosure(bundle, next, into);
  }
}

/** The offline page: the site's header, a message, the pages that open offline, the footer. */
function offlineHtml(options: { base: string; stylesheets: string[]; site: { name: string; tagline: string } }) {
  const { base, stylesheets, site } = options;
  const name = escapeHtml(site.name);
  const tagline = escapeHtml(site.tagline);
  const links = [
    ['', 'Home'],
    ['quiz', 'Quiz Challenge'],
    ['saptarishi', 'The seven sages (Saptarishi)'],
  ]
    .map(([path, label]) => `            <li><a href="${base}${path}">${label}</a></li>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#5c1a10" />
    <meta name="robots" content="noindex" />
    <title>You are offline | ${name}</title>
    ${prefsScriptTag()}
    <link rel="icon" href="${base}images/site/favicon.svg" type="image/svg+xml" />
    <link rel="manifest" href="${base}manifest.webmanifest" />
${stylesheets.map((href) => `    <link rel="stylesheet" href="${base}${href}" />`).join('\n')}
  </head>
  <body>
    <a class="skip-link" href="#main">Skip to content</a>
    <header class="header">
      <div class="header__inner container">
        <a href="${base}" class="brand">
          <img src="${base}images/site/logo.svg" alt="" width="44" height="44" />
          <span class="brand__text">
            <span class="brand__name">${name}</span>
            <span class="brand__tagline">${tagline}</span>
          </span>
        </a>
      </div>
    </header>
    <main id="main" tabindex="-1">
      <section class="container error-screen" data-testid="offline-page">
        <h1>You are offline</h1>
        <p class="notice">
          You are offline, and this page has not been saved on this device yet. Every page you
          have already visited opens without a connection, and so do these:
        </p>
        <nav aria-label="Pages available offline">
          <ul>
${links}
          </ul>
        </nav>
        <p><a class="button button--primary" href="">Try again</a></p>
      </section>
    </main>
    <footer class="footer">
      <p class="footer__copyright">${name}: ${tagline}</p>
    </footer>
  </body>
</html>
`;
}

export function pwaPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shastra-pwa',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      if (config.build.ssr || (this.environment && this.environment.name !== 'client')) return;
      const base = config.base;

      // Every chunk but the search index, with the CSS they import; then the fonts the CSS
      // refers to (woff2 only: every browser with service workers reads it).
      const built = new Set<string>();
      // The page sheets are entries of the build too (vite.config.ts) whose empty script chunks Vite
      // drops later: they are not files to precache, and pages carry their CSS inline.
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk' && !file.facadeModuleId?.endsWith('.css'),
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('pwa: no entry chunk in the client build');
      for (const chunk of chunks) if (!NOT_PRECACHED.test(chunk.fileName)) chunkClosure(bundle, chunk, built);
      for (const name of [...built]) if (NOT_PRECACHED.test(name)) built.delete(name);
      const stylesheets = [...built].filter((name) => name.endsWith('.css'));
      const entryCss = [...(entry.viteMetadata?.importedCss ?? [])];
      for (const name of stylesheets) {
        const css = bundle[name];
        if (css?.type !== 'asset') continue;
        for (const match of String(css.source).matchAll(/url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/g)) {
          const file = match[1]?.startsWith(base) ? match[1].slice(base.length) : undefined;
          if (file && bundle[file]) built.add(file);
        }
      }

      const offline = offlineHtml({ base, stylesheets: entryCss, site: readArtifact().site });
      this.emitFile({ type: 'asset', fileName: OFFLINE_FILE, source: offline });

      // Revisions: the content of every precached file, so that any change replaces it.
      const revisions = new Map<string, Buffer | string>();
      for (const name of built) {
        const file = bundle[name];
        if (file) revisions.set(name, file.type === 'chunk' ? file.code : Buffer.from(file.source));
      }
      if (config.publicDir) {
        for (const name of filesUnder(config.publicDir)
          .filter((f) => PUBLIC_FILE.test(f))
          .sort()) {
          revisions.set(name, readFileSync(join(config.publicDir, name)));
        }
      }
      revisions.set(OFFLINE_FILE, offline);

      let bytes = 0;
      const files = [...revisions]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, content]) => {
          bytes += Buffer.byteLength(content);
          // Hashed names carry their revision already.
          const hashed = name.startsWith('assets/');
          return {
            url: `${base}${name}`,
            revision: hashed ? null : createHash('sha256').update(content).digest('hex').slice(0, 16),
          };
        });
      const manifest: SwManifest = { files, pages: PRECACHED_PAGES, offline: `${base}${OFFLINE_FILE}` };

      const result = await build({
        configFile: false,
        envFile: false,
        root: webRoot,
        mode: 'production',
        logLevel: 'warn',
        publicDir: false,
        plugins: [],
        define: { __SW_MANIFEST__: JSON.stringify(manifest), 'process.env.NODE_ENV': '"production"' },
        build: {
          write: false,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          // Workbox's development logging stays out of the worker.
          modulePreload: false,
          reportCompressedSize: false,
          target: 'es2022',
          lib: { entry: SW_SOURCE, formats: ['iife'], name: 'shastraServiceWorker', fileName: () => SW_FILE },
        },
      });
      const outputs = Array.isArray(result) ? result : [result];
      const code = outputs
        .flatMap((out) => ('output' in out ? out.output : []))
        .find((file) => file.type === 'chunk' && file.fileName === SW_FILE);
      if (code?.type !== 'chunk') this.error('pwa: the service worker did not build');
      this.emitFile({ type: 'asset', fileName: SW_FILE, source: code.code });

      config.logger.info(
        `pwa: ${SW_FILE} precaches ${manifest.files.length} files (${(bytes / 1024).toFixed(1)} KB) and stores ${manifest.pages.length} pages at install`,
      );
    },
  };
}
