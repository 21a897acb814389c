/** Page title and description from the deepest route that provides them (route `handle.meta`). */
import site from './siteConfig.ts';

export interface PageMeta {
  title: string;
  description: string;
}

export interface RouteHandle {
  meta?: (data: unknown) => Partial<PageMeta>;
}

interface MatchLike {
  handle?: unknown;
  data?: unknown;
  loaderData?: unknown;
}

export function pageMeta(matches: readonly MatchLike[], notFound = false): PageMeta {
  const base = { title: `${site.name}: ${site.tagline}`, description: site.description };
  if (notFound) return { ...base, title: `Page not found | ${site.name}` };
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    const data = match.loaderData ?? match.data;
    if (handle?.meta && data !== undefined) {
      const meta = handle.meta(data);
      return {
        title: meta.title ? `${meta.title} | ${site.name}` : base.title,
        description: meta.description ?? base.description,
      };
    }
  }
  return base;
}
