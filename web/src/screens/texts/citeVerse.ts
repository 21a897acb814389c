/**
 * A verse's citation in the four forms scholars paste: Chicago, MLA, BibTeX and CSL-JSON (for
 * Zotero and citation processors). Each names the printed edition the original follows and the
 * page's permanent address. Bibliographic records are English in every edition of the site
 * (docs/translation.md); a Hindi page's citation says its translation is Hindi.
 */
import type { Locale } from '@shastra/content/contract/locales';
import type { VerseDocument } from '@shastra/content/texts/documents';

export interface VerseCitationInput {
  /** As the page's heading gives it: "Mahābhārata 7.33.12". */
  label: string;
  textId: string;
  /** The locator of the page ("7.33.12", "1.73-75"). */
  locator: string;
  edition: VerseDocument['text']['edition'];
  siteName: string;
  /** The page's full address. */
  url: string;
  locale: Locale;
}

export type CitationFormat = 'chicago' | 'mla' | 'bibtex' | 'csl';

export const CITATION_FORMATS: readonly { format: CitationFormat; name: string }[] = [
  { format: 'chicago', name: 'Chicago' },
  { format: 'mla', name: 'MLA' },
  { format: 'bibtex', name: 'BibTeX' },
  { format: 'csl', name: 'CSL-JSON' },
];

const LANGUAGE = { en: 'English', hi: 'Hindi' } as const satisfies Record<Locale, string>;

/** BibTeX's special characters, escaped; braces keep a title's capitals. */
const bib = (value: string) => value.replace(/([&%$#_{}])/g, '\\$1');

export function citeVerse(input: VerseCitationInput): Record<CitationFormat, string> {
  const { label, edition, siteName, url } = input;
  const translation = `${LANGUAGE[input.locale]} translation by ${siteName}`;
  const print = `${edition.title}, ${edition.editor}. ${edition.publisher}, ${edition.year}`;
  const key = `${siteName}-${input.textId}-${input.locator}`.toLowerCase().replace(/[^a-z0-9.-]+/g, '-');
  const csl = {
    id: key,
    type: 'classic',
    title: label,
    'container-title': siteName,
    publisher: siteName,
    URL: url,
    language: input.locale,
    translator: [{ literal: siteName }],
    'original-title': edition.title,
    'original-publisher': edition.publisher,
    'original-date': { literal: edition.year },
    note: `Sanskrit text after ${edition.title}, ${edition.editor}; ${edition.publisher}, ${edition.year}. ${translation}.`,
  };
  return {
    chicago: `${label}. ${translation}. Sanskrit text after ${print}. ${url}.`,
    mla: `“${label}.” ${siteName}, translated into ${LANGUAGE[input.locale]} by ${siteName}, ${url}. Sanskrit text after ${edition.title}, ${edition.editor}, ${edition.publisher}, ${edition.year}.`,
    bibtex: [
      `@misc{${key},`,
      `  title = {{${bib(label)}}},`,
      `  publisher = {${bib(siteName)}},`,
      `  howpublished = {\\url{${url}}},`,
      `  note = {${bib(`${translation}. Sanskrit text after ${print}`)}},`,
      `}`,
    ].join('\n'),
    csl: JSON.stringify([csl], null, 2),
  };
}
