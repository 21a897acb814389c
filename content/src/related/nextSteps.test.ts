import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { textRegistry } from '../texts/citations.ts';
import { buildNextSteps, deityName, MAX_RELATED, MAX_VERSE_SHARERS } from './nextSteps.ts';

const corpus = loadCorpus();
const steps = buildNextSteps(corpus, textRegistry(corpus.texts));
const kinds = (path: string) => steps.get(path)?.related.map(({ kind, path: to }) => `${kind} ${to}`) ?? [];

describe('buildNextSteps', () => {
  it('gives every item and sub-item its previous and next in its own list, and none past the ends', () => {
    const astras = corpus.categories.find((category) => category.id === 'astras')?.items ?? [];
    const first = `/astras/${astras[0]?.id}`;
    expect(steps.get(first)?.previous).toBeUndefined();
    expect(steps.get(first)?.next?.path).toBe(`/astras/${astras[1]?.id}`);
    expect(steps.get(`/astras/${astras.at(-1)?.id}`)?.next).toBeUndefined();
    const bow = steps.get('/weapon_building/bow_building/bow');
    expect(bow?.previous?.path ?? bow?.next?.path).toMatch(/^\/weapon_building\/bow_building\//);
  });

  it('shows a relation of related.yaml at both ends, with its verses', () => {
    expect(kinds('/astras/agneyastra')).toContain('countered_by /astras/varunastra');
    expect(kinds('/astras/varunastra')).toContain('counters /astras/agneyastra');
    const link = steps.get('/astras/varunastra')?.related.find((r) => r.path === '/astras/agneyastra');
    expect(link?.sources?.[0]).toMatchObject({ text: 'mahabharata', ref: '7.73.45–48' });
  });

  it('links the astras of one deity, unless a relation of related.yaml links them already', () => {
    expect(kinds('/astras/brahmashiras')).toEqual(
      expect.arrayContaining(['deity /astras/brahmastra', 'deity /astras/brahmadanda']),
    );
    expect(kinds('/astras/brahmastra')).toContain('countered_by /astras/brahmadanda');
    expect(kinds('/astras/brahmastra')).not.toContain('deity /astras/brahmadanda');
    expect(deityName('Nārāyaṇa (Viṣṇu), who gave it to Droṇa')).toBe('Nārāyaṇa');
    expect(deityName('No deity is named; the name means “of the mountains”')).toBeUndefined();
  });

  it('links items by a verse they both cite, never by one cited on many pages, never twice, never too many', () => {
    for (const [path, { related }] of steps) {
      const facts = related.filter((r) => r.kind === 'counters' || r.kind === 'countered_by');
      expect(related.length).toBeLessThanOrEqual(Math.max(MAX_RELATED, facts.length));
      expect(new Set(related.map((r) => r.path)).size).toBe(related.length);
      expect(related.map((r) => r.path)).not.toContain(path);
    }
    const shared = steps.get('/astras/bhaumastra')?.related.filter((r) => r.kind === 'verse') ?? [];
    expect(shared.map((r) => r.path)).toContain('/astras/parvatastra');
    expect(shared[0]?.sources?.[0]).toMatchObject({ text: 'mahabharata', ref: '1.125.20' });
    expect(MAX_VERSE_SHARERS).toBeGreaterThan(1);
  });
});
