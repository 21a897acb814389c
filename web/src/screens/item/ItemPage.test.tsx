/**
 * The item page's layouts chosen by content, for items the corpus does not have yet (an empty
 * item, a plain item with sub-items, an info-style item): each rendered as visitors get it.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CARD_LABELS, itemDocumentSchema, type ItemDocument } from '@shastra/content/schema';
import { catalogs } from '../../i18n/catalog.ts';
import { renderAsPage } from '../../test/renderAsPage.tsx';
import { testIds } from '../../testIds.ts';
import { ItemPage } from './ItemPage.tsx';

/** An item document as the API serves it, checked against its schema. */
function item(fields: Record<string, unknown>, category: Record<string, unknown>): ItemDocument {
  return itemDocumentSchema.parse({
    imageurl: '/images/lakshya/sthira.svg',
    image_alt: 'A fixed target',
    sources: [{ text: 'agni_purana', title: 'Agni Purāṇa', ref: '249.13' }],
    category: { items_view: { layout: 'by_data' }, ...category },
    ...fields,
  });
}

describe('the item page', () => {
  it("says 'No item details available' for an item with nothing to show", async () => {
    const spies = item(
      { id: 'spies', name: 'Spies' },
      { id: 'military_science', name: 'Military Science', items_view: { layout: 'explanation' } },
    );
    await renderAsPage(<ItemPage data={spies} />);
    expect(screen.getByTestId(testIds.itemEmpty)).toHaveTextContent('No item details available');
  });

  it('shows an item with sub-items as a searchable card grid linking to each', async () => {
    const sthira = item(
      {
        id: 'sthira',
        name: 'Sthira',
        intro: 'Fixed targets, one by one.',
        items: [
          { id: 'near', name: 'Near mark', imageurl: '/images/lakshya/sthira.svg', image_alt: 'Near' },
          { id: 'far', name: 'Far mark', imageurl: '/images/lakshya/dridha.svg', image_alt: 'Far' },
        ],
      },
      { id: 'lakshya', name: 'Lakshya', items_view: { layout: 'by_data', card_fields: ['aiming', 'sanskrit_name'] } },
    );
    await renderAsPage(<ItemPage data={sthira} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sthira' })).toBeInTheDocument();
    const search = screen.getByRole('combobox');
    expect(search).toHaveAttribute('placeholder', 'Search destinations...');
    expect(screen.getAllByTestId(testIds.itemCard)).toHaveLength(2);
    expect(screen.getAllByTestId(testIds.itemCard)[0]).toHaveAttribute('href', '/lakshya/sthira/near');
    await userEvent.type(search, 'far');
    expect(screen.getAllByTestId(testIds.itemCard).map((card) => card.textContent)).toEqual(['Far mark']);
  });

  it('shows an item with information, rules and measurements as an info-style page', async () => {
    const forts = item(
      {
        id: 'forts',
        name: 'Fort walls',
        intro: 'Walls measured in hastas.\n\nA second paragraph.',
        information: [
          { title: 'Heights', details: [{ sub_title: 'Rampart', sub_details: ['First line.', 'Second line.'] }] },
        ],
        rules: ['Build on high ground.'],
        measurements: [{ name: 'Hasta', info: '24 aṅgulas.', links: ['https://en.wikipedia.org/wiki/Yojana'] }],
      },
      { id: 'ancient_indian_measurements', name: 'Ancient Indian Measurements' },
    );
    const page = await renderAsPage(<ItemPage data={forts} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Fort walls' })).toBeInTheDocument();
    expect(page.querySelector('.info-page__lead')).toHaveTextContent('Walls measured in hastas.');
    expect(screen.getByText('First line.')).toBeInTheDocument();
    expect(screen.queryByText('Second line.')).toBeNull();
    expect([...page.querySelectorAll('.info-rules li')].map((li) => li.textContent)).toEqual(['Build on high ground.']);
    const card = page.querySelector<HTMLElement>('.measurement-card');
    if (!card) throw new Error('no measurement card');
    expect(within(card).getByText('Learn more:')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("labels a detail card's fields in English exactly as the content's CARD_LABELS do", () => {
    expect(catalogs.en.item.cardLabels).toEqual(CARD_LABELS);
  });

  it("labels a detail card with its category's fields, and in Hindi on a Hindi page", async () => {
    const fields = {
      id: 'bhalla',
      name: 'Bhalla',
      application: 'To cut a bow-string.',
      sanskrit_name: 'भल्ल',
      shape: 'A spear-head.',
    };
    const category = {
      id: 'arrow_heads',
      name: 'Arrow Heads',
      items_view: { layout: 'by_data', card_fields: ['application', 'sanskrit_name', 'shape'] },
    };
    const labels = (page: HTMLElement) =>
      [...page.querySelectorAll('.detail-card__row dt')].map((dt) => dt.textContent);
    expect(labels(await renderAsPage(<ItemPage data={item(fields, category)} />))).toEqual([
      'Name',
      'Application',
      'Sanskrit Name',
      'Shape',
    ]);
    const hindi = await renderAsPage(<ItemPage data={item(fields, category)} />, 'hi');
    expect(labels(hindi)).toEqual(['नाम', 'प्रयोग', 'संस्कृत नाम', 'आकार']);
    expect(within(hindi).getByRole('link', { name: 'Arrow Heads' })).toHaveAttribute('href', '/hi/arrow_heads');
  });

  it("speaks Hindi on a Hindi page: the empty state, the listing's field and its links", async () => {
    const spies = item(
      { id: 'spies', name: 'गुप्तचर' },
      { id: 'military_science', name: 'सैन्यशास्त्र', items_view: { layout: 'explanation' } },
    );
    const empty = await renderAsPage(<ItemPage data={spies} />, 'hi');
    expect(within(empty).getByTestId(testIds.itemEmpty)).toHaveTextContent('इसके बारे में कोई जानकारी उपलब्ध नहीं');
    expect(empty).not.toHaveTextContent('No item details available');

    const sthira = item(
      {
        id: 'sthira',
        name: 'स्थिर',
        items: [{ id: 'near', name: 'पास का निशाना', imageurl: '/images/lakshya/sthira.svg', image_alt: 'पास' }],
      },
      { id: 'lakshya', name: 'लक्ष्य', items_view: { layout: 'by_data' } },
    );
    const listing = await renderAsPage(<ItemPage data={sthira} />, 'hi');
    const search = within(listing).getByRole('combobox');
    expect(search).toHaveAttribute('placeholder', 'इनमें खोजें…');
    expect(within(listing).getByRole('region', { name: 'स्थिर में खोजें' })).toContainElement(search);
    expect(within(listing).getByTestId(testIds.itemCard)).toHaveAttribute('href', '/hi/lakshya/sthira/near');
  });
});
