/**
 * Pages for server tests, rendered the way the build prerenders them (web/src/entry-server.tsx),
 * kept in memory instead of files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineTemplateScripts } from '../../../web/build/inlineScriptPlugin.ts';
// `satisfies SsrModule` below: the web app's server entry fits what main.ts expects of its build.
import * as webEntry from '../../../web/src/entry-server.tsx';
import { repoRoot } from '../config.ts';
import { prepare } from '../http/prepared.ts';
import { PAGE_CACHE_CONTROL, type PrerenderedPages, type SsrModule } from '../pages/pageRoutes.ts';
import { testEditions } from './testApp.ts';

/** The template as the build makes it: its inline scripts where index.html marks them. */
export const template = inlineTemplateScripts(readFileSync(join(repoRoot, 'web', 'index.html'), 'utf8'));

export const render = (webEntry satisfies SsrModule).createRenderer({ template, editions: testEditions() });

/** The given URLs prerendered, and the 404 page. */
export function testPages(urls: readonly string[]): PrerenderedPages {
  const page = (url: string) =>
    prepare(Buffer.from(render(url).html), {
      cacheControl: PAGE_CACHE_CONTROL,
      contentType: 'text/html; charset=utf-8',
    });
  return {
    contentHash: 'test',
    pages: new Map(urls.map((url) => [url, page(url)])),
    notFound: { en: page('/no/such/page'), hi: page('/hi/no/such/page') },
  };
}
