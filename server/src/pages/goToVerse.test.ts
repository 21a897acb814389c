import { describe, expect, it } from 'vitest';
import { goToVerse, readLocator } from './goToVerse.ts';

describe('go to verse', () => {
  it('reads a locator however it is typed', () => {
    expect(readLocator('7.33.12')).toBe('7.33.12');
    expect(readLocator(' 7 33 12 ')).toBe('7.33.12');
    expect(readLocator('7,33,012')).toBe('7.33.12');
    expect(readLocator('७.३३.१२')).toBe('7.33.12');
    expect(readLocator('Mahābhārata 7.33.12')).toBe('7.33.12');
    expect(readLocator('verse')).toBe('');
  });

  const pages = new Set(['/texts/mahabharata/7.33.12', '/texts/mahabharata/7.33', '/texts/dhanurveda_samhita/1.66']);
  const has = (path: string) => pages.has(path);

  it('opens the verse, else its chapter, else the text’s contents', () => {
    expect(goToVerse('/texts/dhanurveda_samhita', '1.66', has)).toBe('/texts/dhanurveda_samhita/1.66');
    expect(goToVerse('/texts/mahabharata', '7.33.12', has)).toBe('/texts/mahabharata/7.33.12');
    expect(goToVerse('/texts/mahabharata', '7.33.40', has)).toBe('/texts/mahabharata/7.33');
    expect(goToVerse('/texts/mahabharata', '2.1.1', has)).toBe('/texts/mahabharata#contents-title');
    expect(goToVerse('/texts/mahabharata', 'hello', has)).toBe('/texts/mahabharata#contents-title');
  });

  it('answers only on a text’s page', () => {
    expect(goToVerse('/astras', '1.66', has)).toBeUndefined();
    expect(goToVerse('/texts', '1.66', has)).toBeUndefined();
  });
});
