import { describe, expect, it } from 'vitest';
import { loadCorpus, quizDocumentEntrySchema } from '../index.ts';
import { quizPlayDocumentEntrySchema } from '../schema.ts';
import { buildDocuments } from './buildDocuments.ts';

const corpus = loadCorpus();
const documents = buildDocuments(corpus);

describe('buildDocuments', () => {
  it('freezes every document deeply, since the API and server rendering share them', () => {
    const info = documents.get('info') as { types: object[] }[];
    expect(Object.isFrozen(info)).toBe(true);
    expect(Object.isFrozen(info[0]?.types)).toBe(true);
    expect(() => (info as unknown[]).push({})).toThrow(TypeError);
  });

  it('answers the quiz as before, each entry its quiz_information and its references’ names: the play mode’s choices go to a document of their own', () => {
    const quiz = quizDocumentEntrySchema.array().parse(documents.get('quiz'));
    expect(quiz).toHaveLength(corpus.quiz.length);
    for (const entry of documents.get('quiz') as object[]) {
      expect(Object.keys(entry)).toEqual(['quiz_information', 'reference_titles']);
    }
    const kshurapra = quiz[0];
    expect(kshurapra?.quiz_information.references).toEqual([
      '/arrow_heads/kshurapra',
      'https://vishvasa.github.io/kalpAntaram/dhanurvedaH/vasiShThamaharShiH/dhanurvedasaMhitA/',
    ]);
    expect(kshurapra?.reference_titles).toEqual(['Kṣurapra (Arrow Heads)', 'Dhanurveda-saṃhitā, the Sanskrit text']);
    const play = quizPlayDocumentEntrySchema.array().parse(documents.get('quiz/play'));
    expect(play).toHaveLength(corpus.quiz.length);
    expect(play[0]).toMatchObject({ n: 1, level: 'young', answer: ['Kṣurapra'] });
    expect(play[0]?.distractors).toHaveLength(3);
  });
});
