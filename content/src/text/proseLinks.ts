/**
 * References inside prose. The content marks each place in a text that a sentence names:
 * `[Mahābhārata 1.167.11–15](mahabharata 1.167.11–15)`, the words shown, then the text's id and
 * the place as a citation writes it. The content build resolves each to the page it opens
 * (`[Mahābhārata 1.167.11–15](/texts/mahabharata/1.167.11-15)`, content/src/texts/linkProse.ts),
 * and pages draw those as links. docs/decisions.md, "Texts and verses". This file stays free of
 * zod so the browser can import it.
 */

/** A reference as the content writes it: the words shown, the text's id, the place. */
export const SOURCE_LINK = /\[([^\][]+)\]\(([a-z][a-z0-9_]*) ([^()]+)\)/g;

/** A reference as the documents carry it, resolved to a page of the site. */
const RESOLVED_LINK = /\[([^\][]+)\]\((\/[^()\s]*)\)/g;

/** A piece of prose: words, or words that open a page. */
export type ProsePart = string | { label: string; href: string };

/** Prose with resolved references, split into words and links (the words alone when there are none). */
export function proseParts(text: string): ProsePart[] {
  const parts: ProsePart[] = [];
  let last = 0;
  for (const match of text.matchAll(RESOLVED_LINK)) {
    const [whole, label = '', href = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ label, href });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Prose as plain words, its references' shown words kept (for descriptions, search and share cards). */
export const stripProseLinks = (text: string): string => text.replace(SOURCE_LINK, '$1').replace(RESOLVED_LINK, '$1');

/** The targets of the references a string marks (`mahabharata 1.167.11–15`), in order. */
export const proseLinkTargets = (text: string): string[] =>
  [...text.matchAll(SOURCE_LINK)].map(([, , textId, ref]) => `${textId ?? ''} ${ref ?? ''}`);
