import { describe, expect, it } from 'vitest';
import { isCitation, sourceSchema, sourcesSchema } from './citation.ts';
import { loadCorpus } from './index.ts';
import { buildDocuments } from './documents/buildDocuments.ts';

describe('citations are known by their schema type', () => {
  it('counts what the citation schema parsed, wherever it was parsed', () => {
    const [parsed] = sourcesSchema.parse([{ text: 'dhanurveda_samhita', ref: '1.5' }]);
    expect(isCitation(parsed)).toBe(true);
    expect(isCitation(sourceSchema.parse({ text: 'mahabharata', ref: '7.81.34' }))).toBe(true);
  });

  it('does not count an object that only looks like one', () => {
    expect(isCitation({ text: 'dhanurveda_samhita', ref: '1.5' })).toBe(false);
    expect(isCitation(null)).toBe(false);
    expect(isCitation('dhanurveda_samhita 1.5')).toBe(false);
  });

  it('links the citations of the built documents to their verse pages', () => {
    const item = buildDocuments(loadCorpus()).get('astras/brahmastra') as {
      sources: { parts?: { path?: string }[] }[];
    };
    expect(item.sources.some((source) => source.parts?.some((part) => part.path?.startsWith('/texts/')))).toBe(true);
  });
});
