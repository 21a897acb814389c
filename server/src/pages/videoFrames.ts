/**
 * The pages that embed a provider's video, each with the frame origin its Content-Security-Policy
 * must allow: only those pages allow a frame at all, and only that provider's (content/src/media.ts).
 */
import { LOCALES, localePath } from '@shastra/content/contract/locales';
import { documentKey } from '@shastra/content/contract/paths';
import { pagePath } from '@shastra/content/contract/pages';
import type { DocumentMap } from '@shastra/content/documents';
import { videoFrameOrigin, type InfoEntry, type Video } from '@shastra/content/schema';

export function videoFramePages(documents: DocumentMap): Map<string, string> {
  const framed = new Map<string, string>();
  const note = (path: string, document: unknown) => {
    const origin = videoFrameOrigin((document as { video?: Video } | undefined)?.video);
    // Every edition of the page embeds the same video.
    if (origin) for (const locale of LOCALES) framed.set(localePath(locale, path), origin);
  };
  for (const category of (documents.get(documentKey('info')) ?? []) as InfoEntry[]) {
    const { id } = category;
    note(pagePath.category(id), documents.get(documentKey('categoryInfo', { id })));
    for (const item of category.types) {
      note(pagePath.item(id, item.id), documents.get(documentKey('item', { id, itemId: item.id })));
      for (const sub of item.submenu) {
        const key = documentKey('specific', { id, itemId: item.id, specificId: sub.id });
        note(pagePath.specific(id, item.id, sub.id), documents.get(key));
      }
    }
  }
  return framed;
}
