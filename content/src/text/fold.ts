/**
 * The one diacritic fold: lowercase, without combining marks (Śārṅga → sarnga). The search key
 * (../search/searchKey.ts) builds on it, letter by letter, and adds the spelling rules that make
 * every search field spelling-blind; the content checks use it to compare names letter for letter.
 */
export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
