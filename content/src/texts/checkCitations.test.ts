import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { factsSourceSchema } from '../schema.ts';
import { checkCitations } from './checkCitations.ts';

const real = loadCorpus();

describe('checkCitations', () => {
  it('passes the real corpus: every text registered, every book-only citation explained', () => {
    expect(checkCitations(real)).toEqual([]);
  });

  it('refuses an unknown text, a book-only citation without a reason, and a verse outside a text we hold whole', () => {
    const facts = factsSourceSchema.parse([
      { fact: 'A fact from a text nobody registered.', sources: [{ text: 'book_of_nowhere', ref: '1.2' }] },
      { fact: 'A fact cited to a whole book.', sources: [{ text: 'mahabharata', ref: 'Ādi Parva (book 1)' }] },
      {
        fact: 'A fact cited past the end of a text we hold whole.',
        sources: [{ text: 'dhanurveda_samhita', ref: '1.300' }],
      },
      {
        fact: 'A fact cited to a whole book, with its reason.',
        sources: [{ text: 'mahabharata', ref: 'Ādi Parva (book 1)', note: 'the whole book tells it' }],
      },
    ]);
    expect(checkCitations({ ...real, facts })).toEqual([
      '/: "book_of_nowhere" is not a registered text (add it to content/data/texts)',
      '/: Mahābhārata "Ādi Parva (book 1)" names no chapter or verse: give one, or say why in a note',
      '/: Dhanurveda-saṃhitā 1.300 is not in the text (its verses run 1.1–2.67)',
    ]);
  });

  it('refuses a text named by its title as the corpus is read', () => {
    const title = factsSourceSchema.safeParse([
      { fact: 'A fact citing a text by its title.', sources: [{ text: 'Mahābhārata', ref: '6.1.27' }] },
    ]);
    expect(title.error?.issues[0]?.message).toBe(
      'a citation names its text by registry id (content/data/texts/<id>.yaml)',
    );
  });
});
