import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SearchBusyError, searchBusyPage, searchKey, searchPages } from './searchPages.ts';

const page = (query: string) => ({ status: 200, html: `<!doctype html><p>${query}</p>${'<p>hit</p>'.repeat(100)}` });

describe('search results pages', () => {
  it('are keyed by the query as the page reads it: trimmed, spaces folded, cut to 200 characters', async () => {
    expect(searchKey('  chakra \t vyuha  ')).toBe('chakra vyuha');
    expect(searchKey('a'.repeat(300))).toHaveLength(200);
    const rendered: string[] = [];
    const searches = searchPages({ render: (query) => (rendered.push(query), page(query)) });
    await searches.get('chakra vyuha');
    await searches.get('  chakra   vyuha ');
    expect(rendered).toEqual(['chakra vyuha']);
  });

  it('render one at a time, letting every other request that arrived meanwhile in between', async () => {
    const order: string[] = [];
    const searches = searchPages({ render: (query) => (order.push(`render ${query}`), page(query)) });
    const all = ['a', 'b', 'c', 'd'].map((query) => searches.get(query));
    // Another request, arriving while the four wait for their turn.
    setImmediate(() => order.push('page'));
    await Promise.all(all);
    expect(order).toEqual(['render a', 'page', 'render b', 'render c', 'render d']);
  });

  it('refuse a query at once while the queue is full, and render it again when asked later', async () => {
    let renders = 0;
    const searches = searchPages({ render: (query) => (renders++, page(query)), maxWaiting: 3 });
    const outcomes = await Promise.allSettled(['a', 'b', 'c', 'd', 'e'].map((query) => searches.get(query)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    expect((outcomes[3] as PromiseRejectedResult).reason).toBeInstanceOf(SearchBusyError);
    expect(renders).toBe(3);
    // A refusal is not kept.
    await expect(searches.get('d')).resolves.toMatchObject({ status: 200 });
  });

  it('are compressed in each encoding on first use, with a validator per encoding', async () => {
    const searches = searchPages({ render: page });
    const { body } = await searches.get('bow');
    const html = Buffer.from(page('bow').html);
    expect(body.identity.equals(html)).toBe(true);
    expect(brotliDecompressSync(body.br).equals(html)).toBe(true);
    expect(gunzipSync(body.gzip).equals(html)).toBe(true);
    expect(body.br).toBe(body.br); // made once
    expect(new Set(Object.values(body.etags)).size).toBe(3);
    expect(body.headers.br).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'private, max-age=60' });
  });

  it('say plainly when searches are busy, with a link to the same search that cannot break out of it', () => {
    const html = searchBusyPage('/search?q=%22%3E%3Cscript%3E');
    expect(html).toContain('<h1>Search is busy</h1>');
    expect(html).toContain('href="/search?q=%22%3E%3Cscript%3E"');
    expect(searchBusyPage('/search?q="><script>')).toContain('href="/search?q=%22%3E%3Cscript%3E"');
  });
});
