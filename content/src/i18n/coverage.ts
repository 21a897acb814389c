/**
 * How much of the content a translation covers, per kind of content (npm run content:report). A
 * translated file is translated whole (the content check holds it to that), so pages count by
 * their file and verses one by one.
 */
import type { Corpus } from '../index.ts';
import { citationsByPage } from '../texts/buildTextDocuments.ts';
import { resolveCitation, textRegistry } from '../texts/citations.ts';
import { compareRefs } from '../texts/locator.ts';

export interface CoverageRow {
  kind: string;
  done: number;
  total: number;
}

/** `corpus`: the English; `translated`: the same corpus in another language (loadCorpus(root, lang)). */
export function translationCoverage(corpus: Corpus, translated: Corpus): CoverageRow[] {
  const translation = translated.translation;
  const files = translation?.files ?? new Set<string>();
  const has = (file: string) => files.has(file);
  const verses = (textId: string) => translation?.verses.get(textId) ?? new Set<string>();
  const rows: CoverageRow[] = [];
  const count = (kind: string, entries: readonly unknown[], isTranslated: (entry: never) => boolean) =>
    rows.push({ kind, total: entries.length, done: entries.filter((e) => isTranslated(e as never)).length });

  // A category's page and one per item, each translated with its category's file.
  const pages = corpus.categories.flatMap((category) => [category, ...category.items].map(() => category.id));
  count('category and item pages', pages, (id: string) => has(`categories/${id}.yaml`));
  count('facts', corpus.facts, () => has('facts.yaml'));
  count('quiz questions', corpus.quiz, () => has('quiz.yaml'));
  count('sage profiles', corpus.saptarishis, (sage: { key: string }) => has(`saptarishis/${sage.key}.yaml`));
  count('hymns', corpus.hymns, (hymn: { id: string }) => has(`hymns/${hymn.id}.yaml`));
  count('festival pages', corpus.festivals, (festival: { page: string }) => has(`festivals/${festival.page}.yaml`));
  count('site texts (about, mission, vision, contact, donate)', [corpus.site], () => has('site.yaml'));
  count('measurement chain', [corpus.measures], () => has('measures.yaml'));
  count('text descriptions', corpus.texts, (text: { id: string }) => has(`texts/${text.id}.yaml`));

  const dhanurveda = corpus.texts.find((text) => text.id === 'dhanurveda_samhita');
  if (dhanurveda)
    count('verses of the Dhanurveda-saṃhitā', dhanurveda.verses, (verse: { ref: string }) =>
      verses(dhanurveda.id).has(verse.ref),
    );
  // Citations name texts in English, so they are resolved against the English corpus.
  const registry = textRegistry(corpus.texts);
  const cited = new Map<string, { text: string; ref: string }>();
  for (const page of citationsByPage(corpus))
    for (const citation of page.citations) {
      const { text, parts } = resolveCitation(registry, citation);
      if (!text) continue;
      for (const part of parts) {
        if (!part.path || !part.first || !part.last) continue;
        for (const verse of text.verses)
          if (compareRefs(verse.ref, part.first) >= 0 && compareRefs(verse.ref, part.last) <= 0)
            cited.set(`${text.id} ${verse.ref}`, { text: text.id, ref: verse.ref });
      }
    }
  count('verses cited on a page', [...cited.values()], (verse: { text: string; ref: string }) =>
    verses(verse.text).has(verse.ref),
  );
  const all = corpus.texts.flatMap((text) => text.verses.map((verse) => ({ text: text.id, ref: verse.ref })));
  count('all verses', all, (verse: { text: string; ref: string }) => verses(verse.text).has(verse.ref));
  // A verse's note stays English for now (docs/translation.md): counted, so the report says so.
  const notes = corpus.texts.flatMap((text) => text.verses.filter((verse) => verse.note !== undefined));
  count("verses' notes (English, headed so on Hindi pages)", notes, () => false);
  return rows;
}
