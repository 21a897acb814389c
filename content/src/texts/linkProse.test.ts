import { describe, expect, it } from 'vitest';
import { buildDocuments } from '../documents/buildDocuments.ts';
import { loadCorpus } from '../index.ts';
import { checkProseLinks } from './checkProseLinks.ts';
import { textRegistry } from './citations.ts';
import { linkDocumentProse, plainCorpusProse, proseLinkTarget } from './linkProse.ts';

const corpus = loadCorpus();
const registry = textRegistry(corpus.texts);

describe('linking the references of prose', () => {
  it.each([
    ['mahabharata', '1.166.4', '/texts/mahabharata/1.166.4', 'place'],
    ['dhanurveda_samhita', '1.73–75', '/texts/dhanurveda_samhita/1.73-75', 'place'],
    ['mahabharata', '12.201.20', '/texts/mahabharata/12.201', 'chapter'],
    ['taittiriya_brahmana', '3.10.11', '/texts/taittiriya_brahmana', 'text'],
  ])(
    '%s %s opens %s (its %s): the place, else the chapter of verses the site lacks, else the text',
    (textId, ref, path, reach) => {
      expect(proseLinkTarget(registry, textId, ref)).toEqual({ path, reach });
    },
  );

  it('opens nothing for a text the registry does not know', () => {
    expect(proseLinkTarget(registry, 'no_such_text', '1.1')).toBeUndefined();
  });

  it('resolves every marked reference of the documents for the pages, and leaves only words for search', () => {
    const documents = buildDocuments(corpus);
    const linked = linkDocumentProse(documents, corpus.texts);
    const sage = (map: typeof documents) => JSON.stringify(map.get('saptarishis/vasishtha'));
    expect(sage(documents)).toContain('](mahabharata 1.166.4)');
    expect(sage(linked)).toContain('](/texts/mahabharata/1.166.4)');
    expect([...linked.keys()]).toEqual([...documents.keys()]);
    const vasishtha = plainCorpusProse(corpus).saptarishis.find((entry) => entry.key === 'vasishtha');
    expect(JSON.stringify(vasishtha)).not.toContain('](');
  });

  it('counts a reference in prose as a citation: its range has a page, and its verse lists the page citing it', () => {
    const documents = buildDocuments(corpus);
    expect(documents.has('texts/mahabharata/1.2.19-22')).toBe(true);
    const verse = documents.get('texts/mahabharata/1.166.4') as { cited_on: { path: string }[] };
    expect(verse.cited_on.map((page) => page.path)).toContain('/saptarishi/vasishtha');
  });

  it('refuses a reference to an unknown text, to two places at once, to a whole book, and a broken mark', () => {
    const fact = (text: string) => ({ ...corpus, facts: [{ fact: text, sources: [] }] }) as typeof corpus;
    expect(checkProseLinks(corpus)).toEqual([]);
    expect(checkProseLinks(fact('See ([MBh 1.1](mbh 1.1)).'))).toEqual([
      'facts[0].fact: [MBh 1.1](mbh 1.1) names no text of the registry by its id',
    ]);
    expect(checkProseLinks(fact('See ([1.1, 1.2](mahabharata 1.1.1, 1.1.2)).'))).toEqual([
      'facts[0].fact: [1.1, 1.2](mahabharata 1.1.1, 1.1.2) names 2 places: mark each apart',
    ]);
    expect(checkProseLinks(fact('See [the epic](mahabharata Ādi Parva).'))).toEqual([
      'facts[0].fact: [the epic](mahabharata Ādi Parva) names no chapter or verse',
    ]);
    expect(checkProseLinks(fact('See [the epic](mahabharata).'))[0]).toMatch(/a reference is marked wrongly/);
  });
});
