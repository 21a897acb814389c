/**
 * One page of each route of the site, computed from the content (so a new category or sage is
 * checked without touching a test): the contract's route samples.
 */
import { siteShape } from '../../content/src/artifact.ts';
import { routeSamples } from '../../content/src/contract/pages.ts';
import { loadCorpus } from '../../content/src/index.ts';

export function everyRoute(): string[] {
  return routeSamples(siteShape(loadCorpus()));
}
