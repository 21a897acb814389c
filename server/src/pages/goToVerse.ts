/**
 * The "go to verse" box of a text's page (`/texts/{id}?v=7.33.12`): a plain form, so it works
 * without a script. The server answers with a redirect to the verse's page; to its chapter's page
 * when the site holds the chapter but not the verse (the chapter page names the verses it lacks);
 * and to the text's list of chapters when it holds neither.
 */
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { LOCATOR } from '@shastra/content/texts/locator';

/** The query parameter the box sends. */
export const GO_TO_VERSE_PARAM = 'v';

/** "7.33.12", "7 33 12", "7,33,12", "७.३३.१२" and "Mahābhārata 7.33.12" all read as 7.33.12. */
export function readLocator(input: string): string {
  const digits = input.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
  const numbers = digits.match(/[0-9]+/g) ?? [];
  return numbers.map((number) => String(Number(number))).join('.');
}

/**
 * Where the box sends a reader of the text at `textPath` (`/texts/{id}`, without the edition's
 * prefix), or undefined when the path is not a text's page. `has` says whether a page exists.
 */
export function goToVerse(textPath: string, input: string, has: (path: string) => boolean): string | undefined {
  const match = /^\/texts\/([a-z0-9_]+)$/.exec(textPath);
  if (!match?.[1] || !textPath.startsWith(`${FIXED_PAGES.texts}/`)) return undefined;
  const textId = match[1];
  const locator = readLocator(input);
  if (LOCATOR.test(locator)) {
    const parts = locator.split('.');
    for (let length = parts.length; length > 0; length--) {
      const path = pagePath.verse(textId, parts.slice(0, length).join('.'));
      if (has(path)) return path;
    }
  }
  return `${pagePath.text(textId)}#contents-title`;
}
