import { describe, expect, it } from 'vitest';
import type { Corpus } from '../index.ts';
import { checkRelated } from './checkRelated.ts';

const corpus = (related: { from: string; to: string }[]) =>
  ({
    categories: [{ id: 'astras', items: [{ id: 'agneyastra' }, { id: 'varunastra' }] }],
    related: related.map((pair) => ({ ...pair, relation: 'counters', sources: [] })),
  }) as unknown as Corpus;

describe('checkRelated', () => {
  it('accepts two items of the site', () => {
    expect(checkRelated(corpus([{ from: 'astras/varunastra', to: 'astras/agneyastra' }]))).toEqual([]);
  });

  it('finds an unknown item, an item related to itself, and a pair twice', () => {
    expect(
      checkRelated(
        corpus([
          { from: 'astras/varunastra', to: 'astras/agneya' },
          { from: 'astras/varunastra', to: 'astras/varunastra' },
          { from: 'astras/varunastra', to: 'astras/agneyastra' },
          { from: 'astras/agneyastra', to: 'astras/varunastra' },
        ]),
      ),
    ).toEqual([
      'related[0] (astras/varunastra → astras/agneya): no item astras/agneya',
      'related[1] (astras/varunastra → astras/varunastra): an item cannot be related to itself',
      'related[3] (astras/agneyastra → astras/varunastra): this pair is already related',
    ]);
  });
});
