/**
 * We print the Mahābhārata in the Kumbhakonam edition but cite it by the Poona Critical Edition's
 * numbers (content/data/texts/mahabharata.yaml). Where the two differ in wording, the verse's note
 * says so and names the Critical Edition's reading. content/scripts/compare-mahabharata-ce.ts
 * finds those verses by comparing ours with the CE e-text and writes them, with the CE's differing
 * words, to content/data/texts/mahabharata/ce-differences.yaml; `npm test -- content` holds each
 * ref there to a verse we hold whose note names the Critical Edition.
 */
import { join } from 'node:path';
import { z } from 'zod';
import type { Corpus } from '../index.ts';
import { contentRoot } from '../locations.ts';
import { readYaml } from '../readYaml.ts';

/** Where the list lives, under content/data. */
const CE_DIFFERENCES_FILE = join('texts', 'mahabharata', 'ce-differences.yaml');

const ceDifferencesSchema = z.array(
  z.strictObject({
    /** The verse, by its Critical Edition number, as in the verse files. */
    ref: z.string().regex(/^[1-9][0-9]*(?:\.[1-9][0-9]*)+$/, 'a Critical Edition verse number, like 12.49.74'),
    /** The Critical Edition's words where ours differ, in IAST. */
    ce: z.string().trim().min(1),
  }),
);
export type CeDifference = z.infer<typeof ceDifferencesSchema>[number];

export function readCeDifferences(dataDir = join(contentRoot, 'data')): CeDifference[] {
  return readYaml(join(dataDir, CE_DIFFERENCES_FILE), ceDifferencesSchema);
}

export function checkCeNotes(corpus: Corpus, differences: CeDifference[] = readCeDifferences()): string[] {
  const where = `data/${CE_DIFFERENCES_FILE}`;
  const verses = new Map(
    (corpus.texts.find((text) => text.id === 'mahabharata')?.verses ?? []).map((verse) => [verse.ref, verse]),
  );
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { ref, ce } of differences) {
    if (seen.has(ref)) problems.push(`${where}: ${ref} is listed twice`);
    seen.add(ref);
    const verse = verses.get(ref);
    if (!verse) problems.push(`${where}: Mahābhārata ${ref} is not a verse we hold`);
    else if (!verse.note?.includes('Critical Edition'))
      problems.push(
        `Mahābhārata ${ref}: its wording differs from the Critical Edition’s (which reads ${ce}), but its note does not say so`,
      );
  }
  return problems;
}
