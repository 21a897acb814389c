/** Server entry: renders a URL to complete HTML with the router data for hydration. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { RequestFailedError, setDocumentFetcher } from './api/documentsClient.ts';
import { headTags, pageMeta } from './pageMeta.ts';
import { jsonForScript, ROUTER_DATA_ID, serializeErrors } from './routerData.ts';
import { routes } from './routes.tsx';

export interface RendererOptions {
  /** The built index.html with <!--app-head-->, <!--app-html--> and <!--app-data--> markers. */
  template: string;
  /** Reads a document in-process; rejects with an error carrying `status` 404 when it is missing. */
  source: (path: string) => Promise<unknown>;
}

export interface RenderedPage {
  status: number;
  html: string;
  location?: string;
}

export function createRenderer({ template, source }: RendererOptions) {
  setDocumentFetcher(async (path) => {
    try {
      return await source(path);
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      throw new RequestFailedError(typeof status === 'number' ? status : 500);
    }
  });
  const handler = createStaticHandler(routes);

  return async function render(url: string): Promise<RenderedPage> {
    // Concatenate, never resolve: `new URL('//x', base)` would read '//x' as another host.
    const request = new Request(`http://localhost${url.startsWith('/') ? url : `/${url}`}`);
    const context = await handler.query(request);
    if (context instanceof Response) {
      return { status: context.status, html: '', location: context.headers.get('location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const body = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    const meta = pageMeta(
      context.matches.map((match) => ({ handle: match.route.handle, data: context.loaderData[match.route.id] })),
      context.statusCode === 404,
    );
    const head = headTags(meta, new URL(request.url).pathname);
    const data = {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    };
    const html = template
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => body)
      .replace(
        '<!--app-data-->',
        () => `<script type="application/json" id="${ROUTER_DATA_ID}">${jsonForScript(data)}</script>`,
      );
    return { status: context.statusCode, html };
  };
}
