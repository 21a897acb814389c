/**
 * The offline support of the client build: bundles web/src/pwa/serviceWorker.ts (Workbox) into
 * /sw.js with the list of what to precache, and writes /offline.html, the page the service worker
 * shows for a page never visited while offline.
 *
 * Precached (each with a revision): every script chunk (the islands runtime, React, each island)
 * but the search index, the stylesheet, the fonts it refers to, the top-level public files (the
 * manifest) and the offline page. Stored at install: the pages of /, /quiz, /saptarishi and /saved.
 * Not precached: the site-wide search index (the biggest file of the site), the images, which are
 * stored as they are used, and the app icons.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { readArtifact } from '@shastra/content/artifact';
import { artifactEditions } from '@shastra/content/artifact/read';
import { LOCALES, localePath, type Locale } from '@shastra/content/contract/locales';
import type { SwManifest } from '../src/pwa/serviceWorker.ts';
import { prefsScriptTag } from './inlineScriptPlugin.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const SW_SOURCE = join(webRoot, 'src', 'pwa', 'serviceWorker.ts');
const SW_FILE = 'sw.js';
/** Each edition's offline page. */
const OFFLINE_FILES: Readonly<Record<Locale, string>> = { en: 'offline.html', hi: 'offline-hi.html' };

/** Pages stored at install, in the edition of the page that installs the worker. */
const PRECACHED_PAGES = ['/', '/quiz', '/saptarishi', '/saved'];

/** The offline page's words in each edition (the site's name and tagline come from its settings). */
const OFFLINE_TEXT: Readonly<
  Record<
    Locale,
    { title: string; skip: string; message: string; nav: string; again: string; links: readonly [string, string][] }
  >
> = {
  en: {
    title: 'You are offline',
    skip: 'Skip to content',
    message:
      'You are offline, and this page has not been saved on this device yet. Every page you have already visited opens without a connection, and so do these:',
    nav: 'Pages available offline',
    again: 'Try again',
    links: [
      ['/', 'Home'],
      ['/quiz', 'Quiz Challenge'],
      ['/saptarishi', 'The seven sages (Saptarishi)'],
      ['/saved', 'Your saved pages'],
    ],
  },
  hi: {
    title: 'आप ऑफलाइन हैं',
    skip: 'सीधे सामग्री पर जाएँ',
    message:
      'आप ऑफलाइन हैं, और यह पृष्ठ अभी इस उपकरण पर सहेजा नहीं गया है। जो पृष्ठ आप पहले देख चुके हैं, वे बिना इंटरनेट के भी खुलते हैं, और ये पृष्ठ भी:',
    nav: 'ऑफलाइन खुलने वाले पृष्ठ',
    again: 'फिर से कोशिश करें',
    links: [
      ['/', 'मुखपृष्ठ'],
      ['/quiz', 'प्रश्नोत्तरी'],
      ['/saptarishi', 'सप्तर्षि'],
      ['/saved', 'आपके सहेजे हुए पन्ने'],
    ],
  },
};
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
function offlineHtml(options: {
  base: string;
  stylesheets: string[];
  site: { name: string; tagline: string };
  locale: Locale;
}) {
  const { base, stylesheets, site, locale } = options;
  const text = OFFLINE_TEXT[locale];
  const name = escapeHtml(site.name);
  const tagline = escapeHtml(site.tagline);
  const href = (path: string) => `${base}${localePath(locale, path).slice(1)}`;
  const links = text.links
    .map(([path, label]) => `            <li><a href="${href(path)}">${escapeHtml(label)}</a></li>`)
    .join('\n');
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#5c1a10" />
    <meta name="robots" content="noindex" />
    <title>${text.title} | ${name}</title>
    ${prefsScriptTag()}
    <link rel="icon" href="${base}images/site/favicon.svg" type="image/svg+xml" />
    <link rel="manifest" href="${base}manifest.webmanifest" />
${stylesheets.map((href) => `    <link rel="stylesheet" href="${base}${href}" />`).join('\n')}
  </head>
  <body>
    <a class="skip-link" href="#main">${text.skip}</a>
    <header class="header">
      <div class="header__inner container">
        <a href="${href('/')}" class="brand">
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
        <h1>${text.title}</h1>
        <p class="notice">${text.message}</p>
        <nav aria-label="${text.nav}">
          <ul>
${links}
          </ul>
        </nav>
        <p><a class="button button--primary" href="">${text.again}</a></p>
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

      const editions = artifactEditions(readArtifact());
      const offline = LOCALES.map((locale) => {
        const source = offlineHtml({ base, stylesheets: entryCss, site: editions[locale].site, locale });
        this.emitFile({ type: 'asset', fileName: OFFLINE_FILES[locale], source });
        return [OFFLINE_FILES[locale], source] as const;
      });

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
      for (const [file, source] of offline) revisions.set(file, source);

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
      const manifest: SwManifest = {
        files,
        pages: Object.fromEntries(
          LOCALES.map((locale) => [
            locale,
            PRECACHED_PAGES.map((page) => `${base}${localePath(locale, page).slice(1)}`),
          ]),
        ) as SwManifest['pages'],
        offline: Object.fromEntries(
          LOCALES.map((locale) => [locale, `${base}${OFFLINE_FILES[locale]}`]),
        ) as SwManifest['offline'],
      };

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
        `pwa: ${SW_FILE} precaches ${manifest.files.length} files (${(bytes / 1024).toFixed(1)} KB) and stores ${PRECACHED_PAGES.length} pages of an edition at install`,
      );
    },
  };
}
