/** Every other GET is a page: server-rendered HTML that hydrates in the browser. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ensureXsrfCookie } from '../feedback/xsrf.ts';

export interface RenderedPage {
  status: number;
  html: string;
  /** Set when the router asked for a redirect. */
  location?: string;
}
export type PageRenderer = (url: string) => Promise<RenderedPage>;

export interface PageRouteOptions {
  /** Top-level files of the client build (e.g. /favicon.svg), served as files, not pages. */
  publicFiles: ReadonlySet<string>;
  publicDir: string | undefined;
}

/** The service worker: browsers must see a new build at once, so it is revalidated every time. */
const NO_CACHE_FILES = new Set(['/sw.js']);

/** The app icons of the web app manifest, in the client build's icons/ folder. */
function iconFiles(publicDir: string | undefined): string[] {
  const dir = publicDir && join(publicDir, 'icons');
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/icons/${entry.name}`);
}

export function registerPageRoutes(app: FastifyInstance, render: PageRenderer, options: PageRouteOptions) {
  const files = new Set([...options.publicFiles, ...iconFiles(options.publicDir)]);
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (options.publicDir && files.has(path)) {
      reply.header('cache-control', NO_CACHE_FILES.has(path) ? 'no-cache' : 'public, max-age=86400');
      return reply.sendFile(path.slice(1), options.publicDir, { cacheControl: false });
    }
    const page = await render(request.url);
    ensureXsrfCookie(request, reply, request.protocol === 'https');
    if (page.location) return reply.redirect(page.location, page.status);
    return reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
  });
}
