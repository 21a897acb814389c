/**
 * The name of each quiz reference, as pages show it instead of its address: a page of this site
 * by its title ("Kṣurapra (Arrowheads)", "Vasiṣṭha", "Mahābhārata 7.33.12"), a copy of a text on
 * the web by its name in content/data/web-references.yaml. `checkReferenceTitles` keeps every
 * reference named and every name used.
 */
import { FIXED_PAGES } from '../contract/pages.ts';
import type { Corpus } from '../index.ts';

/** The title of a page of this site, by its path; undefined for a path the site has no page for. */
function sitePageTitle(corpus: Corpus, path: string): string | undefined {
  const [first = '', second, third] = path.split('#')[0]?.split('/').filter(Boolean) ?? [];
  // A section of the site (a festival page, the quiz, the texts): its name in the menus.
  const section = corpus.site.explore.find((entry) => FIXED_PAGES[entry.page] === path);
  if (section) return section.label;
  if (`/${first}` === FIXED_PAGES.sage) {
    const sage = second ? corpus.saptarishis.find((s) => s.key === second) : corpus.saptarishis[0];
    return sage?.name;
  }
  if (`/${first}` === FIXED_PAGES.texts) {
    const text = corpus.texts.find((t) => t.id === second);
    if (!text) return undefined;
    return third ? `${text.short_title} ${third.replace(/-/g, '–')}` : text.title;
  }
  const category = corpus.categories.find((c) => c.id === first);
  if (!category) return undefined;
  if (!second) return category.name;
  const item = category.items.find((i) => i.id === second);
  if (!item) return undefined;
  if (!third) return `${item.name} (${category.name})`;
  const sub = item.items?.find((i) => i.id === third);
  return sub ? `${sub.name} (${item.name})` : undefined;
}

/** The name of one reference, or undefined when it has none. */
export function referenceTitle(corpus: Corpus, href: string): string | undefined {
  if (href.startsWith('/')) return sitePageTitle(corpus, href);
  return corpus.webReferences.find((reference) => reference.url === href)?.title;
}

export function checkReferenceTitles(corpus: Corpus): string[] {
  const problems: string[] = [];
  const used = new Set<string>();
  corpus.quiz.forEach(({ quiz_information: { references } }, i) => {
    for (const href of references) {
      used.add(href);
      if (referenceTitle(corpus, href) === undefined) {
        problems.push(
          href.startsWith('/')
            ? `quiz[${i}]: ${href} is no page of the site`
            : `quiz[${i}]: ${href} has no name in content/data/web-references.yaml`,
        );
      }
    }
  });
  for (const { url } of corpus.webReferences) {
    if (!used.has(url)) problems.push(`web-references.yaml: ${url} is not a reference of the quiz`);
  }
  return problems;
}
