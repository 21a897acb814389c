/** `npm run content:report`: what the corpus holds, per category, with its citations. */
import { loadCorpus } from '../src/index.ts';
import type { Source } from '../src/schema.ts';

/** Every `sources` list anywhere below `value`. */
function citations(value: unknown): Source[] {
  if (Array.isArray(value)) return value.flatMap(citations);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'sources' && Array.isArray(v) ? (v as Source[]) : citations(v),
  );
}

const corpus = loadCorpus();
const rows = corpus.categories.map((category) => {
  const subItems = category.items.reduce((n, item) => n + (item.items?.length ?? 0), 0);
  const cited = citations(category);
  return {
    category: category.id,
    items: category.items.length,
    'sub-items': subItems,
    citations: cited.length,
    texts: new Set(cited.map((s) => s.text)).size,
  };
});
console.log('\nShastra content report\n');
console.log('| category | items | sub-items | citations | distinct texts |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows)
  console.log(`| ${row.category} | ${row.items} | ${row['sub-items']} | ${row.citations} | ${row.texts} |`);
const sum = (key: 'items' | 'sub-items' | 'citations') => rows.reduce((n, row) => n + row[key], 0);
console.log(
  `| **${rows.length} categories** | **${sum('items')}** | **${sum('sub-items')}** | **${sum('citations')}** | |`,
);

const sageReferences = corpus.saptarishis.reduce((n, sage) => {
  const refs = (value: unknown): number =>
    Array.isArray(value)
      ? value.reduce((m: number, v) => m + refs(v), 0)
      : value && typeof value === 'object'
        ? Object.entries(value).reduce(
            (m, [k, v]) => m + (k === 'reference' && Array.isArray(v) ? v.length : refs(v)),
            0,
          )
        : 0;
  return n + refs(sage);
}, 0);
const vasishtha = corpus.saptarishis.find((sage) => sage.key === 'vasishtha');
console.log(`
| other content | count | citations |
|---|---:|---:|
| facts | ${corpus.facts.length} | ${citations(corpus.facts).length} |
| quiz questions | ${corpus.quiz.length} | ${corpus.quiz.reduce((n, q) => n + q.quiz_information.references.length, 0)} references |
| sages | ${corpus.saptarishis.length} | ${sageReferences} references |
| Vasiṣṭha's great events (parts) | ${vasishtha?.great_event.length ?? 0} (${vasishtha?.great_event.reduce((n, e) => n + e.part.length, 0) ?? 0}) | |
| hymns (verses) | ${corpus.hymns.length} (${corpus.hymns.map((h) => `${h.id}: ${h.verses.length}`).join(', ') || 'none'}) | ${citations(corpus.hymns).length} |
| themes | ${
  Object.entries(corpus.themes)
    .map(([page, themes]) => `${page}: ${themes?.length ?? 0}`)
    .join(', ') || 'none'
} | |
`);
const all = citations(corpus);
console.log(
  `${all.length} citations (text, chapter, verse) in all, from ${new Set(all.map((s) => s.text)).size} texts.`,
);
