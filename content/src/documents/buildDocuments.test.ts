import { describe, expect, it } from 'vitest';
import { loadCorpus, quizDocumentEntrySchema } from '../index.ts';
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

  it('answers the quiz as before, each entry its quiz_information alone: the play mode’s choices stay in the content', () => {
    const quiz = quizDocumentEntrySchema.array().parse(documents.get('quiz'));
    expect(quiz).toHaveLength(corpus.quiz.length);
    for (const entry of documents.get('quiz') as object[]) expect(Object.keys(entry)).toEqual(['quiz_information']);
    expect(corpus.quiz.every((entry) => entry.play !== undefined)).toBe(true);
  });
});
