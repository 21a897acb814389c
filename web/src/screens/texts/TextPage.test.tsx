/**
 * A text's page names the print its verses come from; a text read in several prints (no
 * public-domain print of the whole was found) lists each with the part of the text it gives.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '@shastra/content';
import { documentKey } from '@shastra/content/contract/paths';
import { buildDocuments } from '@shastra/content/documents';
import type { TextDocument } from '@shastra/content/texts/documents';
import { renderAsPage } from '../../test/renderAsPage.tsx';
import { TextPage } from './TextPage.tsx';

const documents = buildDocuments(loadCorpus());
const textDocument = (id: string) => documents.get(documentKey('text', { textId: id })) as TextDocument;

/** The description that follows a term of the page's facts list. */
function described(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== 'DD') throw new Error(`no description after ${term}`);
  return dd;
}

describe("a text's page", () => {
  it('names the one print a text is read in', async () => {
    await renderAsPage(<TextPage data={{ text: textDocument('manusmriti') }} />);
    const edition = described('Edition we follow');
    expect(within(edition).queryByRole('list')).toBeNull();
    expect(edition).toHaveTextContent(
      /^Mānava Dharma-Śāstra, the Code of Manu.*Julius Jolly; Trübner & Co\., London, 1887\./,
    );
    // Where we read it is the scholar's note, folded under "About this edition".
    expect(edition).not.toHaveTextContent('e-Bhāratī-Sampat');
    const about = screen.getByText('About this edition').closest('details');
    expect(about).not.toBeNull();
    expect(about).not.toHaveAttribute('open');
    expect(described('Where we read the text')).toHaveTextContent(
      'The transcription of the print made for e-Bhāratī-Sampat',
    );
    expect(described('Licence of the original').closest('details')).toBe(about);
  });

  it('lists every print of a text read in several, each with the part it gives', async () => {
    await renderAsPage(<TextPage data={{ text: textDocument('ramayana') }} />);
    expect(screen.queryByText('Edition we follow', { selector: 'dt' })).toBeNull();
    const prints = within(described('Editions we follow')).getAllByRole('listitem');
    expect(prints.map((print) => print.querySelector('strong')?.textContent)).toEqual([
      'Book 1 (all its verses here but 1.20.12):',
      'Book 5:',
      'Books 2 and 6, and 1.20.12 (which the 1883 print lacks), until a public-domain print is read:',
    ]);
    expect(prints[0]).toHaveTextContent('Government Central Book Depot, Bombay, 1883.');
    expect(prints[1]).toHaveTextContent('V. Ramaswamy Sastrulu & Sons (Vavilla Press), Madras, 1928.');
    expect(prints[2]).toHaveTextContent('The Vālmīki-Rāmāyaṇa, Critical Edition, G. H. Bhatt, U. P. Shah and others');
  });
});
