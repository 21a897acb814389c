import { describe, expect, it } from 'vitest';
import { citeVerse } from './citeVerse.ts';

const input = {
  label: 'Mahābhārata 7.33.12',
  textId: 'mahabharata',
  locator: '7.33.12',
  edition: {
    title: 'Śrīmanmahābhāratam',
    editor: 'T. R. Krishnacharya and T. R. Vyasacharya',
    publisher: 'Nirnaya Sagar Press, Bombay',
    year: '1906–1910',
  },
  siteName: 'Shastra',
  url: 'https://shastra.in/texts/mahabharata/7.33.12',
  locale: 'en' as const,
};

describe('citeVerse', () => {
  const cited = citeVerse(input);

  it('names the verse, our translation, the print and the permanent address in Chicago and MLA', () => {
    expect(cited.chicago).toBe(
      'Mahābhārata 7.33.12. English translation by Shastra. Sanskrit text after Śrīmanmahābhāratam, T. R. Krishnacharya and T. R. Vyasacharya. Nirnaya Sagar Press, Bombay, 1906–1910. https://shastra.in/texts/mahabharata/7.33.12.',
    );
    expect(cited.mla).toBe(
      '“Mahābhārata 7.33.12.” Shastra, translated into English by Shastra, https://shastra.in/texts/mahabharata/7.33.12. Sanskrit text after Śrīmanmahābhāratam, T. R. Krishnacharya and T. R. Vyasacharya, Nirnaya Sagar Press, Bombay, 1906–1910.',
    );
  });

  it('writes BibTeX with a stable key and escaped specials', () => {
    expect(cited.bibtex.split('\n')[0]).toBe('@misc{shastra-mahabharata-7.33.12,');
    expect(cited.bibtex).toContain('howpublished = {\\url{https://shastra.in/texts/mahabharata/7.33.12}}');
    expect(citeVerse({ ...input, edition: { ...input.edition, publisher: 'A & B' } }).bibtex).toContain('A \\& B');
  });

  it('writes CSL-JSON a citation processor reads', () => {
    const [item] = JSON.parse(cited.csl) as Record<string, unknown>[];
    expect(item).toMatchObject({
      type: 'classic',
      title: 'Mahābhārata 7.33.12',
      URL: 'https://shastra.in/texts/mahabharata/7.33.12',
      'original-publisher': 'Nirnaya Sagar Press, Bombay',
    });
  });

  it('says a Hindi page’s translation is Hindi', () => {
    expect(citeVerse({ ...input, locale: 'hi' }).chicago).toContain('Hindi translation by Shastra');
  });
});
