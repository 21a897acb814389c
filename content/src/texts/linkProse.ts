/**
 * The content build's side of references inside prose (content/src/text/proseLinks.ts): every
 * string of the corpus outside the texts themselves has its references resolved to the page each
 * opens (proseLinkTarget).
 */
import type { DocumentMap } from '../documents/buildDocuments.ts';
import type { Corpus } from '../index.ts';
import { SOURCE_LINK, stripProseLinks } from '../text/proseLinks.ts';
import { isCitation } from '../citation.ts';
import { pagePath } from '../contract/pages.ts';
import { chapterOf } from './chapters.ts';
import { resolveCitation, textRegistry, type TextRegistry } from './citations.ts';

/** Where a marked reference leads, and how near it comes to the place it names. */
export interface ProseLinkTarget {
  path: string;
  /** `place`: the verse, range or chapter itself; `chapter`: the chapter around verses the site lacks; `text`: the text's page. */
  reach: 'place' | 'chapter' | 'text';
}

/**
 * What a marked reference opens: its verse, range or chapter page; where the site lacks those
 * verses, the chapter they are in (which names what it lacks); else the text's own page.
 */
export function proseLinkTarget(registry: TextRegistry, textId: string, ref: string): ProseLinkTarget | undefined {
  const { text, parts } = resolveCitation(registry, { text: textId, ref });
  const part = parts[0];
  if (!text || parts.length !== 1 || !part) return undefined;
  if (part.path) return { path: part.path, reach: 'place' };
  const levels = text.scheme.levels.length;
  const chapter = part.first !== undefined ? chapterOf(part.first, levels) : '';
  if (chapter && text.verses.some((verse) => chapterOf(verse.ref, levels) === chapter))
    return { path: pagePath.chapter(text.id, chapter), reach: 'chapter' };
  return { path: pagePath.text(text.id), reach: 'text' };
}

/** `value` with every string passed through `change` (arrays and plain objects walked; citations and the rest kept). */
function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  // A citation is known by its identity (citation.ts): it stays the very object, and holds no prose.
  if (isCitation(value)) return value;
  if (Array.isArray(value)) return value.map((entry: unknown) => mapStrings(entry, change)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, mapStrings(entry, change)])) as T;
  }
  return value;
}

/**
 * The documents with the references of their prose resolved to pages. The documents are built from
 * the corpus as written, so that a reference counts as a citation (its verse page lists the page
 * citing it, its range gets a page); the texts' own documents hold no prose and are kept.
 */
export function linkDocumentProse(documents: DocumentMap, texts: Corpus['texts']): DocumentMap {
  const registry = textRegistry(texts);
  const resolve = (text: string) =>
    text.replace(SOURCE_LINK, (_whole, label: string, textId: string, ref: string) => {
      const target = proseLinkTarget(registry, textId, ref);
      return target ? `[${label}](${target.path})` : label;
    });
  return new Map(
    [...documents].map(([key, document]) => [key, key.startsWith('texts/') ? document : mapStrings(document, resolve)]),
  );
}

/** The corpus with its prose references reduced to their words (what the search index reads). */
export function plainCorpusProse(corpus: Corpus): Corpus {
  const { texts, site, translation, ...rest } = corpus;
  return { ...mapStrings(rest, stripProseLinks), texts, site, ...(translation ? { translation } : {}) };
}
