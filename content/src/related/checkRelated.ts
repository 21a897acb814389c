/**
 * content/data/related.yaml names two items of the site in each entry, two different ones, and
 * each pair once (either way round): a page must never show a link to nowhere or the same link twice.
 */
import type { Corpus } from '../index.ts';

export function checkRelated(corpus: Corpus): string[] {
  const items = new Set(
    corpus.categories.flatMap((category) => category.items.map((item) => `${category.id}/${item.id}`)),
  );
  const seen = new Set<string>();
  const problems: string[] = [];
  corpus.related.forEach(({ from, to }, i) => {
    const where = `related[${i}] (${from} → ${to})`;
    for (const end of [from, to]) if (!items.has(end)) problems.push(`${where}: no item ${end}`);
    if (from === to) problems.push(`${where}: an item cannot be related to itself`);
    const pair = [from, to].sort().join(' ');
    if (seen.has(pair)) problems.push(`${where}: this pair is already related`);
    seen.add(pair);
  });
  return problems;
}
