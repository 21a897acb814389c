/**
 * Where an item page leads (the item document's `next_steps`): previous and next in its list, then
 * related items, the facts first and the rest as they follow from the data:
 * - what content/data/related.yaml says the texts link to it (an astra that quells it, a formation
 *   raised against it), both ways, with the verses that say so;
 * - the items of the same deity (the `deity` field's first name: Brahmā, Viṣṇu, Agni);
 * - the items that cite a verse it cites, rarest verse first: a verse cited on many pages (the
 *   Nītiprakāśikā's list of astras) says little about any two of them.
 * docs/decisions.md, "Quiz and sage profiles", gives the rules.
 */
import { pagePath } from '../contract/pages.ts';
import { sourceSchema } from '../citation.ts';
import type { Corpus } from '../index.ts';
import type { CategorySource, ItemSource, NextSteps, PageLink, Source } from '../schema.ts';
import { proseStrings } from '../texts/checkProseLinks.ts';
import { resolveCitation, type TextRegistry } from '../texts/citations.ts';
import { SOURCE_LINK } from '../text/proseLinks.ts';

/** How many related items an item page lists at most (unless related.yaml names more), and how many by a shared verse. */
export const MAX_RELATED = 6;
const MAX_BY_VERSE = 3;
/** A verse cited by more items than this links none of them. */
export const MAX_VERSE_SHARERS = 4;

interface Entry {
  address: string;
  link: PageLink;
  category: CategorySource;
  item: ItemSource;
}

/** Every item and sub-item, by its address (`category/item`, `category/item/sub`), in the site's order. */
function entries(corpus: Corpus): Entry[] {
  return corpus.categories.flatMap((category) =>
    category.items.flatMap((item) => [
      {
        address: `${category.id}/${item.id}`,
        link: { path: pagePath.item(category.id, item.id), name: item.name },
        category,
        item,
      },
      ...(item.items ?? []).map((sub) => ({
        address: `${category.id}/${item.id}/${sub.id}`,
        link: { path: pagePath.specific(category.id, item.id, sub.id), name: sub.name },
        category,
        item: sub as ItemSource,
      })),
    ]),
  );
}

/** The verses a citation names, one key each (`mahabharata 7.81.32`); ranges within a chapter are counted out. */
function citedVerses(registry: TextRegistry, source: { text: string; ref: string }): string[] {
  const { text, parts } = resolveCitation(registry, source);
  if (!text) return [];
  return parts.flatMap((part) => {
    if (part.level !== 'verse' || !part.first) return [];
    const last = part.last ?? part.first;
    const head = part.first.split('.').slice(0, -1).join('.');
    const from = Number(part.first.split('.').at(-1));
    const to = Number(last.split('.').at(-1));
    if (last.split('.').slice(0, -1).join('.') !== head || !(to >= from) || to - from > 100) {
      return [`${text.id} ${part.first}`];
    }
    return Array.from({ length: to - from + 1 }, (_, i) => `${text.id} ${head ? `${head}.` : ''}${from + i}`);
  });
}

/** Every verse an item cites: its sources and the references marked in its prose. */
function itemVerses(registry: TextRegistry, item: ItemSource): Set<string> {
  const { items: _items, ...fields } = item as ItemSource & { items?: unknown };
  const citations: { text: string; ref: string }[] = [...(item.sources ?? [])];
  for (const [text] of proseStrings(fields, '', new Set(['sources']))) {
    for (const [, , textId = '', ref = ''] of text.matchAll(SOURCE_LINK)) citations.push({ text: textId, ref });
  }
  return new Set(citations.flatMap((citation) => citedVerses(registry, citation)));
}

/** The first name of a deity field ("Nārāyaṇa (Viṣṇu), who gave it" → Nārāyaṇa), or none for "No deity is named". */
export function deityName(deity: string | undefined): string | undefined {
  const name = deity?.split(/[\s,;(]/)[0];
  return name && name !== 'No' ? name : undefined;
}

/** The citation a related link shows for a shared verse: the verse as a citation of its text. */
const verseSource = (key: string): Source => {
  const [text = '', ref = ''] = key.split(' ');
  // Parsed, so that the build links it like every other citation.
  return sourceSchema.parse({ text, ref });
};

/** Every item's next steps, by its page's path. */
export function buildNextSteps(corpus: Corpus, registry: TextRegistry): Map<string, NextSteps> {
  const all = entries(corpus);
  const byAddress = new Map(all.map((entry) => [entry.address, entry]));
  const verses = new Map(all.map((entry) => [entry.address, itemVerses(registry, entry.item)]));
  const sharers = new Map<string, string[]>();
  for (const [address, keys] of verses)
    for (const key of keys) sharers.set(key, [...(sharers.get(key) ?? []), address]);
  const result = new Map<string, NextSteps>();

  // Previous and next among the item's siblings: a category's items, or an item's sub-items.
  const siblings = new Map<string, Entry[]>();
  for (const entry of all) {
    const list = entry.address.split('/').slice(0, -1).join('/');
    siblings.set(list, [...(siblings.get(list) ?? []), entry]);
  }

  for (const entry of all) {
    const list = siblings.get(entry.address.split('/').slice(0, -1).join('/')) ?? [];
    const at = list.indexOf(entry);
    const previous = list[at - 1]?.link;
    const next = list[at + 1]?.link;
    const related: NextSteps['related'] = [];
    const listed = new Set([entry.address]);
    const add = (other: Entry, link: NextSteps['related'][number]) => {
      if (listed.has(other.address)) return;
      listed.add(other.address);
      related.push(other.category.id === entry.category.id ? link : { ...link, category: other.category.name });
    };

    for (const relation of corpus.related) {
      const other = relation.from === entry.address ? relation.to : relation.to === entry.address ? relation.from : '';
      const target = byAddress.get(other);
      if (!target) continue;
      const kind = relation.from === entry.address ? 'counters' : 'countered_by';
      add(target, { ...target.link, kind, sources: relation.sources });
    }

    const deity = deityName(entry.item.deity);
    if (deity) {
      for (const other of all) {
        if (deityName(other.item.deity) === deity) add(other, { ...other.link, kind: 'deity', deity });
      }
    }

    // Items that share a verse, the rarest shared verse first.
    const mine = [...(verses.get(entry.address) ?? [])]
      .map((key) => ({ key, with: sharers.get(key) ?? [] }))
      .filter((verse) => verse.with.length > 1 && verse.with.length <= MAX_VERSE_SHARERS)
      .sort((a, b) => a.with.length - b.with.length);
    let byVerse = 0;
    for (const verse of mine) {
      for (const address of verse.with) {
        const other = byAddress.get(address);
        if (!other || listed.has(address) || byVerse >= MAX_BY_VERSE) continue;
        add(other, { ...other.link, kind: 'verse', sources: [verseSource(verse.key)] });
        byVerse++;
      }
    }

    // What related.yaml records is never cut; what follows from the data fills up to MAX_RELATED.
    const facts = related.filter((link) => link.kind === 'counters' || link.kind === 'countered_by').length;
    result.set(entry.link.path, {
      ...(previous ? { previous } : {}),
      ...(next ? { next } : {}),
      related: related.slice(0, Math.max(MAX_RELATED, facts)),
    });
  }
  return result;
}
