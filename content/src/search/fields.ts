/** The numbering of entry fields, shared by the index builder and the search. */
import type { SearchEntry, SearchField } from './types.ts';

/** The fields of an entry in id order: title, sanskrit, aliases, intro, text, context. */
export function entryFields(entry: SearchEntry): Array<[SearchField, string]> {
  const fields: Array<[SearchField, string]> = [['title', entry.title]];
  if (entry.sanskrit !== undefined) fields.push(['sanskrit', entry.sanskrit]);
  for (const alias of entry.aliases ?? []) fields.push(['alias', alias]);
  for (const paragraph of entry.intro ?? []) fields.push(['intro', paragraph]);
  for (const paragraph of entry.text ?? []) fields.push(['text', paragraph]);
  for (const context of entry.context ?? []) fields.push(['context', context]);
  return fields;
}
