import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { buildDocuments } from './buildDocuments.ts';

const documents = buildDocuments(loadCorpus());

describe('buildDocuments', () => {
  it('freezes every document deeply, since the API and server rendering share them', () => {
    const info = documents.get('info') as { types: object[] }[];
    expect(Object.isFrozen(info)).toBe(true);
    expect(Object.isFrozen(info[0]?.types)).toBe(true);
    expect(() => (info as unknown[]).push({})).toThrow(TypeError);
  });
});
