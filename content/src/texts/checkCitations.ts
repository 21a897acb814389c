/**
 * The citation rules `npm test -- content` holds the corpus to (docs/decisions.md, "Texts and
 * verses"): every cited text is in the registry (content/data/texts) and named by its id; a
 * verse of a text we hold whole is one of its verses; a citation that names only a book, with
 * no chapter or verse, says why in its note; and the modern studies, and only they, are secondary.
 */
import type { Corpus } from '../index.ts';
import { citationsByPage } from './buildTextDocuments.ts';
import { resolveCitation, textRegistry } from './citations.ts';

export function checkCitations(corpus: Corpus): string[] {
  const registry = textRegistry(corpus.texts);
  const problems = new Set<string>();
  for (const page of citationsByPage(corpus)) {
    for (const citation of page.citations) {
      const { text, parts } = resolveCitation(registry, citation);
      if (!text) {
        problems.add(`${page.path}: "${citation.text}" is not a registered text (add it to content/data/texts)`);
        continue;
      }
      if (citation.text !== text.id) {
        problems.add(`${page.path}: cite "${citation.text}" by its registry id, ${text.id}`);
      }
      if (text.complete) {
        const first = text.verses[0]?.ref;
        const last = text.verses.at(-1)?.ref;
        for (const part of parts.filter((candidate) => candidate.level === 'verse' && !candidate.path)) {
          problems.add(
            `${page.path}: ${text.short_title} ${part.label} is not in the text (its verses run ${first}–${last})`,
          );
        }
      }
      const vague = parts.filter((part) => part.level === 'book');
      if (vague.length > 0 && !citation.note) {
        problems.add(
          `${page.path}: ${text.short_title} "${citation.ref}" names no chapter or verse: give one, or say why in a note`,
        );
      }
    }
  }
  // The list of texts groups modern studies apart: every secondary work, and nothing else.
  for (const text of corpus.texts) {
    if ((text.kind === 'secondary') !== (text.group === 'modern')) {
      problems.add(`texts/${text.id}: a ${text.kind} text cannot be in the group "${text.group}"`);
    }
  }
  return [...problems];
}
