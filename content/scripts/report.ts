/**
 * npm run content:report: how far the site's citations reach into the texts. For each text and
 * overall: citations at verse, chapter and book level, how many verse-level ones open a verse page
 * and chapter-level ones a chapter page, the chapter pages and how many are whole,
 * the texts cited that the registry does not know, and every verse-level citation left unlinked;
 * then how much of each kind of content is translated into Hindi.
 */
import { chaptersOf, citationsByPage } from '../src/texts/buildTextDocuments.ts';
import { resolveCitation, textRegistry } from '../src/texts/citations.ts';
import { loadCorpus } from '../src/index.ts';
import { missingVerses } from '../src/texts/chapters.ts';
import { citedChapters, WHOLE_CHAPTER_CITED_VERSES } from '../src/texts/checkCitedChapters.ts';
import { proseStrings } from '../src/texts/checkProseLinks.ts';
import { proseLinkTarget } from '../src/texts/linkProse.ts';
import { SOURCE_LINK } from '../src/text/proseLinks.ts';
import { NOT_PROSE } from '../src/notProse.ts';
import { translationCoverage } from '../src/i18n/coverage.ts';

const corpus = loadCorpus();
const registry = textRegistry(corpus.texts);
interface Row {
  verse: number;
  linked: number;
  chapter: number;
  /** Chapter-level citations that open the chapter's page. */
  opened: number;
  book: number;
}
const rows = new Map<string, Row>();
const unknown = new Map<string, number>();
const unlinked = new Set<string>();
/** Book-level citations (no chapter or verse) that give no reason in a note. */
const vague = new Set<string>();
const seen = new Set<string>();
for (const page of citationsByPage(corpus)) {
  for (const citation of page.citations) {
    // A citation repeated on one page counts once.
    const key = `${page.path}|${citation.text}|${citation.ref}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { text, parts } = resolveCitation(registry, citation);
    if (!text) {
      unknown.set(citation.text, (unknown.get(citation.text) ?? 0) + 1);
      continue;
    }
    const row = rows.get(text.short_title) ?? { verse: 0, linked: 0, chapter: 0, opened: 0, book: 0 };
    for (const part of parts) {
      row[part.level]++;
      if (part.path && part.level === 'chapter') row.opened++;
      else if (part.path) row.linked++;
      else if (part.level === 'verse') unlinked.add(`${text.short_title} ${part.label} (${page.path})`);
      if (part.level === 'book' && !citation.note) vague.add(`${text.short_title} ${part.label} (${page.path})`);
    }
    rows.set(text.short_title, row);
  }
}
const total: Row = { verse: 0, linked: 0, chapter: 0, opened: 0, book: 0 };
const pad = (value: string | number, width: number) => String(value).padStart(width);
const line = (title: string, row: Row) =>
  `${title.padEnd(32)} ${pad(row.verse, 6)} ${pad(row.linked, 7)} ${pad(row.chapter, 8)} ${pad(row.opened, 7)} ${pad(row.book, 5)}`;
console.log(
  `${'text'.padEnd(32)} ${pad('verse', 6)} ${pad('linked', 7)} ${pad('chapter', 8)} ${pad('opened', 7)} ${pad('book', 5)}`,
);
for (const [title, row] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(line(title, row));
  for (const key of ['verse', 'linked', 'chapter', 'opened', 'book'] as const) total[key] += row[key];
}
const share = total.verse === 0 ? 100 : (100 * total.linked) / total.verse;
console.log(line('all texts', total));
console.log(
  `\nVerse-level citations that open a verse page: ${total.linked} of ${total.verse} (${share.toFixed(1)} %).`,
);
console.log(
  `Chapter-level citations that open a chapter page: ${total.opened} of ${total.chapter} (the others name a chapter of which the site holds no verse).`,
);
const wholeChapters: string[] = [];
const chapters = corpus.texts.flatMap((text) =>
  [...chaptersOf(text)].map(([chapter, verses]) => {
    const length = text.chapter_lengths?.[chapter];
    const whole =
      text.complete ||
      (length !== undefined &&
        missingVerses(
          chapter,
          verses.map((verse) => verse.ref),
          text.scheme.levels.length,
          length,
        ).length === 0);
    if (whole) wholeChapters.push(`${text.short_title} ${chapter || '(one chapter)'}`);
    return whole;
  }),
);
console.log(
  `Chapter pages: ${chapters.length}, of which whole: ${chapters.filter(Boolean).length} (the rest show the verses the site holds and name the ones it does not).`,
);
console.log(`Chapters held whole: ${wholeChapters.join(', ')}.`);
// The chapters the site must hold whole (cited in three or more verses), and those it may not yet.
const mustBeWhole = citedChapters(corpus);
const notWhole = mustBeWhole.filter(({ whole }) => !whole);
console.log(
  `Chapters cited in ${WHOLE_CHAPTER_CITED_VERSES} or more verses: ${mustBeWhole.length}, held whole ${mustBeWhole.length - notWhole.length}` +
    (notWhole.length > 0
      ? `; not whole (the text's partial_chapters says why): ${notWhole.map(({ text, chapter }) => `${text.short_title} ${chapter}`).join(', ')}.`
      : '.'),
);
console.log(
  `Texts (${registry.texts.length}) hold ${corpus.texts.reduce((n, text) => n + text.verses.length, 0)} verses.`,
);
console.log(`\nCited texts the registry does not know (${unknown.size}):`);
for (const [title, count] of unknown) console.log(`  ${title}: ${count} citation(s)`);
console.log(`\nVerse-level citations without a verse page (${unlinked.size}):`);
for (const line of unlinked) console.log(`  ${line}`);
console.log(`\nBook-level citations without a reason in their note (${vague.size}):`);
for (const line of vague) console.log(`  ${line}`);

// References inside prose (content/src/text/proseLinks.ts): marked, opening a page, and what still
// reads like a reference but is not marked (a number with dots in parentheses, not a measurement).
const proseReach = { place: 0, chapter: 0, text: 0 };
const proseUnlinked: string[] = [];
const proseUnmarked: string[] = [];
const { texts: _texts, translation: _translation, site: _site, ...prose } = corpus;
// Citations and fields that are not prose (ids, links, colours) are not sentences to mark.
const notSentences = new Set([...NOT_PROSE, 'sources', 'reference', 'flame_glows']);
for (const [text, where] of proseStrings(prose, '', notSentences)) {
  for (const [, label = '', textId = '', ref = ''] of text.matchAll(SOURCE_LINK)) {
    const target = proseLinkTarget(registry, textId, ref);
    if (target) proseReach[target.reach]++;
    else proseUnlinked.push(`  ${label} (${where})`);
  }
  for (const [candidate] of text.replace(SOURCE_LINK, '').matchAll(/\((?:[^()]*\b\d+\.\d+|vv?\. \d)[^()]*\)/g)) {
    if (!/\d\s*(?:cm|m|km|mm|kg|g|%)\b/.test(candidate)) proseUnmarked.push(`  ${candidate} (${where})`);
  }
}
console.log(
  `\nReferences in prose: ${proseReach.place + proseReach.chapter + proseReach.text + proseUnlinked.length} marked; ` +
    `${proseReach.place} open their verse, range or chapter, ${proseReach.chapter} the chapter of verses the site lacks, ` +
    `${proseReach.text} their text's page; unlinked: ${proseUnlinked.length}; not marked: ${proseUnmarked.length}.`,
);
for (const line of [...proseUnlinked, ...proseUnmarked]) console.log(line);

// How much of the content the Hindi edition has in Hindi (docs/translation.md).
console.log('\nTranslated into Hindi:');
for (const row of translationCoverage(corpus, loadCorpus(undefined, 'hi'))) {
  const share = row.total === 0 ? 100 : (100 * row.done) / row.total;
  console.log(`  ${row.kind.padEnd(54)} ${pad(row.done, 5)} of ${pad(row.total, 5)} (${share.toFixed(1)} %)`);
}
