import { describe, expect, it } from 'vitest';
import { loadCorpus, type Corpus } from './index.ts';
import { categorySourceSchema } from './schema.ts';
import { checkTypography } from './typography.ts';

const real = loadCorpus();

const category = (extra: Record<string, unknown>) =>
  categorySourceSchema.parse({
    id: 'cat',
    order: 0,
    name: 'Cat',
    imageurl: '/images/t/card.svg',
    image_alt: 'A card',
    intro: 'An intro.',
    sources: [{ text: 'agni_purana', ref: '248.1' }],
    ...extra,
  });

const withCategory = (extra: Record<string, unknown>): Corpus => ({ ...real, categories: [category(extra)] });

describe('the typography check', () => {
  it('passes the real corpus', () => {
    expect(checkTypography(real)).toEqual([]);
  });

  it('refuses straight quotes in prose, anywhere a reader sees it', () => {
    const corpus = withCategory({
      intro: 'Vasiṣṭha\'s text calls it "the best".',
      items: [
        {
          id: 'a',
          name: 'A',
          gloss: "Crow's beak",
          imageurl: '/images/t/card.svg',
          image_alt: 'An item',
          sources: [{ text: 'agni_purana', ref: '248.1' }],
        },
      ],
    });
    expect(checkTypography(corpus)).toEqual([
      "categories[0].intro: straight quote in 'Vasiṣṭha's text calls it \"th…': write ’ ‘ “ ” instead",
      "categories[0].items[0].gloss: straight quote in 'Crow's beak': write ’ ‘ “ ” instead",
    ]);
  });

  it('accepts typographic quotes and leaves links and ids alone', () => {
    const corpus = withCategory({
      intro: 'Vasiṣṭha’s text calls it “the best”, the ‘king’ of bows.',
      contributors: [{ name: 'Asha Rao', profile_link: ["https://example.org/asha's-page"] }],
    });
    expect(checkTypography(corpus)).toEqual([]);
  });

  it('refuses | for a daṇḍa in the Devanagari of a verse and of a hymn', () => {
    const [text] = real.texts;
    const [verse] = text?.verses ?? [];
    const [hymn] = real.hymns;
    const [hymnVerse] = hymn?.verses ?? [];
    if (!text || !verse || !hymn || !hymnVerse) throw new Error('the corpus has texts and hymns');
    const corpus: Corpus = {
      ...real,
      texts: [{ ...text, verses: [{ ...verse, sa: 'नमः | नमः || १ ||' }] }],
      hymns: [{ ...hymn, verses: [{ ...hymnVerse, shlok: 'नमः | नमः | |' }] }],
    };
    expect(checkTypography(corpus)).toEqual([
      `texts/${text.id} ${verse.ref}: | in the verse: write the daṇḍas । and ॥`,
      `hymns/${hymn.id} verse 1: | in the verse: write । and ॥`,
    ]);
  });
});
