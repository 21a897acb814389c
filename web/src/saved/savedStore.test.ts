import { afterEach, describe, expect, it } from 'vitest';
import { lastRead, markRead, MAX_SAVED, SAVED_KEY, savedPages, savePage, unsavePage } from './savedStore.ts';

afterEach(() => localStorage.clear());

describe('the saved pages', () => {
  it('keeps pages newest first, once each, and removes them', () => {
    savePage({ path: '/astras/brahmastra', title: 'Brahmāstra (Astras)', kind: 'item' }, 1);
    savePage({ path: '/texts/dhanurveda_samhita/1.66', title: 'Dhanurveda-saṃhitā 1.66', kind: 'verse' }, 2);
    savePage({ path: '/astras/brahmastra', title: 'Brahmāstra (Astras)', kind: 'item' }, 3);
    expect(savedPages().map((page) => [page.path, page.at])).toEqual([
      ['/astras/brahmastra', 3],
      ['/texts/dhanurveda_samhita/1.66', 2],
    ]);
    unsavePage('/astras/brahmastra');
    expect(savedPages().map((page) => page.path)).toEqual(['/texts/dhanurveda_samhita/1.66']);
  });

  it('keeps at most MAX_SAVED, dropping the oldest', () => {
    for (let i = 0; i <= MAX_SAVED; i++) savePage({ path: `/p/${i}`, title: `${i}`, kind: 'item' }, i);
    const pages = savedPages();
    expect(pages).toHaveLength(MAX_SAVED);
    expect(pages.at(-1)?.path).toBe('/p/1');
  });

  it('reads nothing it did not write: broken JSON, other shapes and other sites’ addresses are left out', () => {
    localStorage.setItem(SAVED_KEY, '{not json');
    expect(savedPages()).toEqual([]);
    localStorage.setItem(
      SAVED_KEY,
      JSON.stringify([
        { path: 'https://example.com/', title: 'x', kind: 'item', at: 1 },
        { path: '/astras', title: 'Astras', kind: 'category', at: 1 },
        { path: '/astras/brahmastra', title: 'Brahmāstra', kind: 'item', at: 1 },
      ]),
    );
    expect(savedPages().map((page) => page.path)).toEqual(['/astras/brahmastra']);
  });

  it('remembers the last page read', () => {
    expect(lastRead()).toBeNull();
    markRead({ path: '/texts/rigveda/7.33', title: 'Ṛgveda 7.33', kind: 'verse' }, 5);
    expect(lastRead()).toEqual({ path: '/texts/rigveda/7.33', title: 'Ṛgveda 7.33', kind: 'verse', at: 5 });
  });
});
