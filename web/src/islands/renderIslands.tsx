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
  let filled = html;
  for (const island of islands) {
    const placeholder = `data-id="${island.id}"`;
    const at = filled.indexOf(placeholder);
    const close = `</${ISLAND_TAG}>`;
    const end = at === -1 ? -1 : filled.indexOf(close, at);
    if (end === -1) throw new Error(`island ${island.id}: its placeholder is missing from the page`);
    const inner = renderToString(islandElement(island.component as never, island.props as object, island.i18n), {
      identifierPrefix: `${island.id}-`,
    });
    filled = filled.slice(0, end) + inner + filled.slice(end);
  }
  return filled;
}
