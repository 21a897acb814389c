/**
 * The server half of islands: after a page is rendered to HTML with `<shastra-island>`
 * placeholders, renders each island as a React root of its own (the id prefix is the island's id,
 * as the browser will hydrate it) into its placeholder. The result is spliced as a string, so the
 * page never needs dangerouslySetInnerHTML.
 */
import { renderToString } from 'react-dom/server';
import { ISLAND_TAG, type IslandRecord } from './Island.tsx';
import { islandElement } from './islandElement.ts';

export function fillIslands(html: string, islands: readonly IslandRecord[]): string {
  const close = `</${ISLAND_TAG}>`;
  // Where each island's content goes, in the page's order: the page is then put together in one
  // pass, not copied once per island.
  const places = islands
    .map((island) => {
      const at = html.indexOf(`data-id="${island.id}"`);
      const end = at === -1 ? -1 : html.indexOf(close, at);
      if (end === -1) throw new Error(`island ${island.id}: its placeholder is missing from the page`);
      return { island, end };
    })
    .sort((a, b) => a.end - b.end);
  let filled = '';
  let from = 0;
  for (const { island, end } of places) {
    filled +=
      html.slice(from, end) +
      renderToString(islandElement(island.component as never, island.props as object, island.i18n), {
        identifierPrefix: `${island.id}-`,
      });
    from = end;
  }
  return filled + html.slice(from);
}
