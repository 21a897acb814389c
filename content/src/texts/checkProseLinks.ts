/**
 * The references marked in prose (content/src/text/proseLinks.ts) name a text of the registry by
 * its id and one place in it, a verse, a range or a chapter; and no reference is left half-marked.
 */
import type { Corpus } from '../index.ts';
import { SOURCE_LINK } from '../text/proseLinks.ts';
import { resolveCitation, textRegistry } from './citations.ts';

/** Every string of the corpus outside the texts, with where it is ("categories[2].items[0].intro"). */
export function* proseStrings(value: unknown, where: string, skip?: ReadonlySet<string>): Generator<[string, string]> {
  if (typeof value === 'string') yield [value, where];
  else if (Array.isArray(value))
    for (const [i, entry] of value.entries()) yield* proseStrings(entry, `${where}[${i}]`, skip);
  else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    for (const [key, entry] of Object.entries(value))
      if (!skip?.has(key)) yield* proseStrings(entry, where ? `${where}.${key}` : key, skip);
}

export function checkProseLinks(corpus: Corpus): string[] {
  const registry = textRegistry(corpus.texts);
  const problems: string[] = [];
  // As linkProse.ts: the site's settings hold no references.
  const { texts: _texts, translation: _translation, site: _site, ...prose } = corpus;
  for (const [text, where] of proseStrings(prose, '')) {
    for (const [whole, , textId = '', ref = ''] of text.matchAll(SOURCE_LINK)) {
      const { text: source, parts } = resolveCitation(registry, { text: textId, ref });
      if (!source || source.id !== textId) problems.push(`${where}: ${whole} names no text of the registry by its id`);
      else if (parts.length !== 1) problems.push(`${where}: ${whole} names ${parts.length} places: mark each apart`);
      else if (parts[0]?.level === 'book') problems.push(`${where}: ${whole} names no chapter or verse`);
    }
    const rest = text.replace(SOURCE_LINK, '');
    if (/\]\(/.test(rest))
      problems.push(
        `${where}: a reference is marked wrongly near “${rest.slice(Math.max(0, rest.indexOf('](') - 30), rest.indexOf('](') + 30)}”`,
      );
  }
  return problems;
}
