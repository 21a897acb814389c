/** What the site's page list is made from (the contract's SiteShape), read off the corpus. */
import type { SiteShape } from './contract/pages.ts';
import type { Corpus } from './index.ts';
import { chaptersOf, textLocators } from './texts/buildTextDocuments.ts';

export function siteShape(corpus: Corpus): SiteShape {
  const locators = textLocators(corpus);
  return {
    categories: corpus.categories,
    sages: corpus.saptarishis,
    texts: corpus.texts.map((text) => ({
      id: text.id,
      locators: locators.get(text.id) ?? [],
      chapters: [...chaptersOf(text).keys()],
    })),
    quizQuestions: corpus.quiz.length,
  };
}
