/**
 * One page of each route of the site, computed from the content (so a new category or sage is
 * checked without touching a test): every category, its first item, a three-level page, every sage,
 * and the fixed pages.
 */
import { loadCorpus } from '../../content/src/index.ts';

export function everyRoute(): string[] {
  const corpus = loadCorpus();
  const paths = ['/', '/quiz', '/quiz?q=3', '/saptarishi', '/api', '/decoration', '/devi', '/search?q=vyuha'];
  for (const category of corpus.categories) {
    paths.push(`/${category.id}`);
    const first = category.items[0];
    if (first) paths.push(`/${category.id}/${first.id}`);
    const grouping = category.items.find((item) => (item.items ?? []).length > 0);
    const sub = grouping?.items?.[0];
    if (grouping && sub) paths.push(`/${category.id}/${grouping.id}/${sub.id}`);
  }
  for (const sage of corpus.saptarishis) paths.push(`/saptarishi/${sage.key}`);
  return [...new Set(paths)];
}
