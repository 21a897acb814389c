/** Every other GET is a page: server-rendered HTML that hydrates in the browser. */
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

export function registerPageRoutes(app: FastifyInstance, render: PageRenderer, options: PageRouteOptions) {
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (options.publicDir && options.publicFiles.has(path)) {
      reply.header('cache-control', 'public, max-age=86400');
      return reply.sendFile(path.slice(1), options.publicDir, { cacheControl: false });
    }
    const page = await render(request.url);
    ensureXsrfCookie(request, reply, request.protocol === 'https');
    if (page.location) return reply.redirect(page.location, page.status);
    return reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
  });
}
