import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { buildTextDocuments } from './buildTextDocuments.ts';
import { chapterOf, follows, missingVerses } from './chapters.ts';
import { resolveCitation, textRegistry } from './citations.ts';
import type { ChapterDocument, VerseDocument } from './documents.ts';

describe('chapters', () => {
  it('a chapter is the locator without its verse, whatever follows the verse', () => {
    expect(chapterOf('7.33.12', 3)).toBe('7.33');
    expect(chapterOf('8.65.13*1039', 3)).toBe('8.65');
    expect(chapterOf('1.237.1', 2)).toBe('1');
    expect(chapterOf('sutra.27.3', 3)).toBe('sutra.27');
    expect(chapterOf('12', 1)).toBe('');
  });

  it('names the numbered verses not held, up to the last one held', () => {
    expect(missingVerses('7.33', ['7.33.3', '7.33.4', '7.33.9'], 3)).toEqual([
      { first: '7.33.1', last: '7.33.2' },
      { first: '7.33.5', last: '7.33.8' },
    ]);
    expect(missingVerses('1', ['1.1', '1.2', '1.2.1', '1.3'], 2)).toEqual([]);
  });

  it('names the verses after the last one held when the chapter’s length is known', () => {
    expect(missingVerses('7.33', ['7.33.1', '7.33.2'], 3, 14)).toEqual([{ first: '7.33.3', last: '7.33.14' }]);
    expect(missingVerses('7.33', ['7.33.1', '7.33.2'], 3, 2)).toEqual([]);
  });

  it('a sub-verse or the next number follows; a gap or another chapter does not', () => {
    expect(follows('1.237', '1.237.1', 2)).toBe(true);
    expect(follows('1.237.9', '1.238', 2)).toBe(true);
    expect(follows('7.166.38', '7.166.41', 3)).toBe(false);
    expect(follows('7.81.34', '7.166.38', 3)).toBe(false);
  });
});

describe('chapter and verse documents', () => {
  const corpus = loadCorpus();
  const { documents, paths } = buildTextDocuments(corpus);
  const chapter = (textId: string, id: string) => documents.get(`texts/${textId}/chapters/${id}`) as ChapterDocument;
  const verse = (textId: string, locator: string) => documents.get(`texts/${textId}/${locator}`) as VerseDocument;

  it('a chapter page holds its verses in order and names the ones it lacks', () => {
    // The Mahābhārata's chapter with one of the lists of the seven sages: the site holds the verses it cites.
    const doc = chapter('mahabharata', '12.201');
    expect(doc.verses.map((entry) => entry.ref)).toEqual([
      '12.201.3',
      '12.201.4',
      '12.201.5',
      '12.201.31',
      '12.201.32',
    ]);
    expect(doc.not_held).toEqual([
      { first: '12.201.1', last: '12.201.2' },
      { first: '12.201.6', last: '12.201.30' },
      { first: '12.201.33', last: '12.201.35' },
    ]);
    expect(doc.length).toBe(35);
    expect(doc.whole).toBe(false);
    expect(paths).toContain('/texts/mahabharata/12.201');
  });

  it('the Dhanurveda-saṃhitā, held whole, has whole chapters', () => {
    const doc = chapter('dhanurveda_samhita', '1');
    expect(doc.whole).toBe(true);
    expect(doc.not_held).toEqual([]);
    expect(doc.verses[0]?.ref).toBe('1.1');
    expect(doc.cited).toContain('1.176');
    expect(doc.next).toEqual({ chapter: '2' });
  });

  it('a chapter of known length is whole when every verse of it is held, and names the rest when not', () => {
    const rigveda = corpus.texts.find((text) => text.id === 'rigveda');
    if (!rigveda) throw new Error('no Ṛgveda');
    const firstThree = rigveda.verses.filter((entry) => ['7.33.1', '7.33.2', '7.33.3'].includes(entry.ref));
    const hymn = (length: number) => {
      const text = { ...rigveda, verses: firstThree, chapter_lengths: { '7.33': length } };
      return buildTextDocuments({ ...corpus, texts: [text] }).documents.get(
        'texts/rigveda/chapters/7.33',
      ) as ChapterDocument;
    };
    expect(hymn(14)).toMatchObject({ length: 14, whole: false, not_held: [{ first: '7.33.4', last: '7.33.14' }] });
    expect(hymn(3)).toMatchObject({ length: 3, whole: true, not_held: [] });
  });

  it('a verse whose sentence runs past it names the verse it runs into, and whether the site holds it', () => {
    expect(verse('dhanurveda_samhita', '1.242')).toMatchObject({
      sentence_before: { ref: '1.241', held: true },
      sentence_after: { ref: '1.243', held: true },
    });
    expect(verse('dhanurveda_samhita', '1.243').sentence_before).toEqual({ ref: '1.242', held: true });
    expect(verse('dhanurveda_samhita', '1.176').sentence_before).toBeUndefined();
    const held = new Set(corpus.texts.flatMap((text) => text.verses.map((entry) => `${text.id}/${entry.ref}`)));
    let notHeld = 0;
    for (const [key, doc] of documents) {
      if (!key.startsWith('texts/') || key.includes('/chapters/') || key.split('/').length !== 3) continue;
      const textId = key.split('/')[1];
      const { sentence_before, sentence_after } = doc as VerseDocument;
      for (const edge of [sentence_before, sentence_after]) {
        if (edge?.ref === undefined) continue;
        expect(held.has(`${textId}/${edge.ref}`)).toBe(edge.held);
        if (!edge.held) notHeld++;
      }
    }
    expect(notHeld).toBeGreaterThan(0);
  });

  it('previous and next say when they are not the text’s next verse', () => {
    expect(verse('mahabharata', '12.201.3').previous).toEqual({ locator: '12.49.80', follows: false });
    const doc = verse('mahabharata', '12.201.5');
    expect(doc.previous).toEqual({ locator: '12.201.4', follows: true });
    expect(doc.next).toEqual({
      locator: '12.201.31',
      follows: false,
      missing: { first: '12.201.6', last: '12.201.30' },
    });
    expect(doc.chapter).toBe('12.201');
    expect(verse('dhanurveda_samhita', '1.176').next).toEqual({ locator: '1.177', follows: true });
  });

  it('a verse names the print it follows, where a text is read in several', () => {
    expect(verse('ramayana', '1.55.1').text.edition.year).toBe(chapter('ramayana', '1.55').text.edition.year);
    const book5 = documents.get('texts/ramayana') as { other_editions: { part: string; year: string }[] };
    const fifth = book5.other_editions.find((edition) => edition.part === 'Book 5');
    const held = [...documents.keys()].find((key) => key.startsWith('texts/ramayana/5.'));
    if (fifth && held) expect((documents.get(held) as VerseDocument).text.edition.year).toBe(fifth.year);
  });

  it('a range page names the verses of the range it does not hold', () => {
    // Book 2 of the Rāmāyaṇa is read in the Critical Edition, which is not public domain: the site
    // holds only the verses it cites.
    const doc = verse('ramayana', '2.48.5-11');
    expect(doc.verses.map((entry) => entry.ref)).toEqual(['2.48.5', '2.48.6', '2.48.8', '2.48.11']);
    expect(doc.not_held).toEqual([
      { first: '2.48.7', last: '2.48.7' },
      { first: '2.48.9', last: '2.48.10' },
    ]);
  });

  it('a chapter citation opens its chapter page when the site holds verses of it', () => {
    const registry = textRegistry(corpus.texts);
    const [part] = resolveCitation(registry, { text: 'Mahābhārata', ref: '1.2' }).parts;
    expect(part).toMatchObject({ level: 'chapter', path: '/texts/mahabharata/1.2' });
    const [run] = resolveCitation(registry, { text: 'Mahābhārata', ref: '7.32–34' }).parts;
    expect(run?.path).toMatch(/^\/texts\/mahabharata\/7\.3[234]$/);
    const [book] = resolveCitation(registry, { text: 'Mahābhārata', ref: '7' }).parts;
    expect(book?.path).toBeUndefined();
  });
});
