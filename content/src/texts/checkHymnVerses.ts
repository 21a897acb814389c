/**
 * A hymn may quote verses the site also holds as a text: the Durgā stuti is Mahābhārata 6.23.4–16,
 * and its verse pages show the same ślokas. The two copies must not drift apart, so
 * `npm test -- content` holds every hymn whose sources name verses we hold to them: one card per
 * verse, in order, and each card's śloka the verse's original, letter for letter (line breaks and
 * spacing aside).
 */
import type { Corpus } from '../index.ts';
import { resolveCitation, textRegistry } from './citations.ts';
import { compareRefs } from './locator.ts';

const words = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

export function checkHymnVerses(corpus: Corpus): string[] {
  const registry = textRegistry(corpus.texts);
  const problems: string[] = [];
  for (const hymn of corpus.hymns) {
    const quoted: { label: string; sa: string }[] = [];
    for (const source of hymn.sources ?? []) {
      const { text, parts } = resolveCitation(registry, source);
      if (!text) continue;
      for (const part of parts) {
        if (part.level !== 'verse' || !part.path || !part.first || !part.last) continue;
        const { first, last } = part;
        for (const verse of text.verses) {
          if (compareRefs(verse.ref, first) >= 0 && compareRefs(verse.ref, last) <= 0) {
            quoted.push({ label: `${text.short_title} ${verse.ref}`, sa: verse.sa });
          }
        }
      }
    }
    if (quoted.length === 0) continue;
    if (quoted.length !== hymn.verses.length) {
      problems.push(
        `hymns/${hymn.id}.yaml: its sources name ${quoted.length} verses we hold, but it has ${hymn.verses.length} cards`,
      );
      continue;
    }
    hymn.verses.forEach((card, i) => {
      const verse = quoted[i];
      if (verse && words(card.shlok) !== words(verse.sa)) {
        problems.push(`hymns/${hymn.id}.yaml: card ${i + 1} differs from ${verse.label} (content/data/texts)`);
      }
    });
  }
  return problems;
}
