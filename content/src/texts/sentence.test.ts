import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { sentenceEdges } from './sentence.ts';

describe('sentenceEdges', () => {
  it('reads a lower-case start as a sentence begun before, and a missing full stop as one that goes on', () => {
    expect(sentenceEdges('the wandering ascetic joined in yoga. Wherever a hero is killed,')).toEqual({
      before: true,
      after: true,
    });
    expect(sentenceEdges('“Vāsudeva, Saṅkarṣaṇa and Aniruddha,')).toEqual({ before: false, after: true });
    expect(sentenceEdges('He reaches the imperishable world.')).toEqual({ before: false, after: false });
    expect(sentenceEdges('and what did they do?”')).toEqual({ before: true, after: false });
    expect(sentenceEdges('He should pray to all the gods:')).toEqual({ before: false, after: true });
  });

  it('neighbours share an edge: a verse that goes on makes the next, opening a quotation, begin before it', () => {
    const agni = loadCorpus().texts.find((text) => text.id === 'agni_purana');
    expect(agni?.verses.find((verse) => verse.ref === '235.9')?.en).toMatch(/^“Vāsudeva/);
    expect(agni?.sentences.get('235.9')?.before).toBe(true);
    expect(agni?.sentences.get('235.8')?.after).toBe(true);
  });

  it('the Hindi edition keeps the English edges, since its verses are read from the English', () => {
    const edges = (lang?: 'hi') =>
      loadCorpus(undefined, lang)
        .texts.find((text) => text.id === 'dhanurveda_samhita')
        ?.sentences.get('1.242');
    expect(edges()).toEqual({ before: true, after: true });
    expect(edges('hi')).toEqual({ before: true, after: true });
  });
});
