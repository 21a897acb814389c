/** Small text helpers shared by pages. */

/** `arrow_heads` → `Arrow Heads`: underscores to spaces, each word capitalised. */
export function titleFromId(id: string): string {
  return id
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Paragraphs of a text field: blank lines separate them. */
export function paragraphs(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * A verse with its stops (। ॥, or | || where a text types them so) held to the word before them,
 * and a verse number (॥ १ ॥, ॥ 1 ॥) held together: those spaces become no-break spaces, so a narrow screen never
 * starts a line with a stop alone.
 */
export function keepStopsWithWords(verse: string): string {
  return verse.replace(/ +(?=[।॥|])|(?<=[।॥]) +(?=[०-९0-9])/g, '\u00A0');
}
