/**
 * The offline support of the client build (issue "Offline (PWA)"): bundles
 * web/src/pwa/serviceWorker.ts into /sw.js with the list of what to precache, and writes
 * /offline.html, the page the service worker shows for a page never visited while offline.
 *
 * Precached: the JavaScript, CSS and fonts the home page loads, the lazy quiz and sage page
 * chunks, the top-level public files (the manifest), the offline page, the HTML of /,
 * /quiz and /saptarishi and the documents those pages load on a client-side navigation. Not
 * precached: the site-wide search (its index is the biggest file of the site), the other lazy
 * pages and the images, which are stored as they are used, and the app icons.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { loadCorpus } from '@shastra/content';
import type { SwManifest } from '../src/pwa/serviceWorker.ts';
import { prefsScriptTag } from './inlineScriptPlugin.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const SW_SOURCE = join(webRoot, 'src', 'pwa', 'serviceWorker.ts');
export const SW_FILE = 'sw.js';
export const OFFLINE_FILE = 'offline.html';

/** Pages whose HTML is stored at install, and the documents their loaders fetch (pages/loaders.ts). */
export const PRECACHED_PAGES = ['/', '/quiz', '/saptarishi'];
export const PRECACHED_DOCUMENTS = [
  '/documents/info',
  '/documents/facts',
  '/documents/quiz',
  '/documents/saptarishis',
  '/documents/saptarishis/vasishtha',
];
/** Images the offline page and every page's header show (the rest are stored when pages are). */
const PRECACHED_IMAGES = ['/images/site/logo.svg', '/images/site/favicon.svg'];
/** The lazy page chunks precached with the home page's, by their source module (the quiz and sage pages are in the main bundle). */
const PRECACHED_PAGE_MODULES: string[] = [];
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
export function offlineHtml(options: { base: string; stylesheets: string[]; site: { name: string; tagline: string } }) {
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

      // The home page's files: the entry with its static imports and CSS; then the quiz and
      // sage chunks with theirs; then the fonts the CSS refers to (woff2 only: every browser
      // with service workers reads it).
      const built = new Set<string>();
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('pwa: no entry chunk in the client build');
      chunkClosure(bundle, entry, built);
      for (const module of PRECACHED_PAGE_MODULES) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
        if (!chunk) this.error(`pwa: no chunk for ${module}`);
        chunkClosure(bundle, chunk, built);
      }
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

      const offline = offlineHtml({ base, stylesheets: entryCss, site: loadCorpus().site });
      this.emitFile({ type: 'asset', fileName: OFFLINE_FILE, source: offline });

      // Revisions: the content of every precached file, so that any change makes a new version.
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

      const hash = createHash('sha256');
      let bytes = 0;
      for (const [name, content] of [...revisions].sort(([a], [b]) => a.localeCompare(b))) {
        hash.update(`${name}\0`).update(content).update('\0');
        bytes += Buffer.byteLength(content);
      }
      hash.update(JSON.stringify([PRECACHED_PAGES, PRECACHED_DOCUMENTS, PRECACHED_IMAGES]));
      const manifest: SwManifest = {
        version: hash.digest('hex').slice(0, 12),
        files: [...revisions.keys()].map((name) => `${base}${name}`),
        pages: PRECACHED_PAGES,
        data: [...PRECACHED_DOCUMENTS, ...PRECACHED_IMAGES],
        offline: `${base}${OFFLINE_FILE}`,
      };

      const result = await build({
        configFile: false,
        envFile: false,
        root: webRoot,
        mode: 'production',
        logLevel: 'warn',
        publicDir: false,
        plugins: [],
        define: { __SW_MANIFEST__: JSON.stringify(manifest) },
        build: {
          write: false,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
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
        `pwa: ${SW_FILE} precaches ${manifest.files.length} files (${(bytes / 1024).toFixed(1)} KB), ` +
          `${manifest.pages.length} pages and ${manifest.data.length} documents and images (version ${manifest.version})`,
      );
    },
  };
}
