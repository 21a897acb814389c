/**
 * A category's listing page as visitors get it, in each edition: the question heading, the
 * breadcrumb and the listing's field and links.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoryInfoSchema, type ListItem } from '@shastra/content/schema';
import { renderAsPage } from '../../test/renderAsPage.tsx';
import { testIds } from '../../testIds.ts';
import { CategoryPage } from './CategoryPage.tsx';

const info = (fields: Record<string, unknown>) =>
  categoryInfoSchema.parse({
    id: 'astras',
    page: {},
    items_view: {},
    imageurl: '/images/astras/astras.svg',
    image_alt: 'An astra',
    intro: 'Divine weapons.',
    sources: [{ text: 'agni_purana', title: 'Agni Purāṇa', ref: '249.13' }],
    ...fields,
  });

const items: ListItem[] = [
  { id: 'brahmastra', name: 'Brahmastra', imageurl: '/images/astras/brahmastra.svg', image_alt: 'Brahmastra' },
];

describe('the category page', () => {
  it("asks 'What is {name} / {sanskrit}?' and lists its items under a breadcrumb of its name", async () => {
    const page = await renderAsPage(
      <CategoryPage
        data={{ id: 'astras', name: 'Astras', info: info({ name: 'Astras', sanskrit_name: 'अस्त्र' }), items }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: /^What is Astras \/ .*अस्त्र\?$/ })).toBeInTheDocument();
    expect(page.querySelector('.breadcrumb [aria-current="page"]')).toHaveTextContent('Astras');
    expect(screen.getByRole('region', { name: 'Search Astras' })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', 'Search');
    expect(screen.getByTestId(testIds.itemCard)).toHaveAttribute('href', '/astras/brahmastra');
  });

  it('asks in Hindi on a Hindi page, naming a Sanskrit word once when it is the name itself', async () => {
    const page = await renderAsPage(
      <CategoryPage
        data={{ id: 'astras', name: 'अस्त्र', info: info({ name: 'अस्त्र', sanskrit_name: 'अस्त्र' }), items }}
      />,
      'hi',
    );
    expect(page.querySelector('.category-intro__question')).toHaveTextContent(/^अस्त्र क्या है\?$/);
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(/^अस्त्र$/);
    expect(within(page).getByRole('region', { name: 'अस्त्र में खोजें' })).toBeInTheDocument();
    expect(within(page).getByRole('combobox')).toHaveAttribute('placeholder', 'खोजें');
    expect(within(page).getByTestId(testIds.itemCard)).toHaveAttribute('href', '/hi/astras/brahmastra');
    expect(page).not.toHaveTextContent('What is');

    const measures = await renderAsPage(
      <CategoryPage
        data={{
          id: 'rules_of_war',
          name: 'युद्ध के नियम',
          info: info({ id: 'rules_of_war', name: 'युद्ध के नियम', sanskrit_name: 'धर्मयुद्ध' }),
          items,
        }}
      />,
      'hi',
    );
    expect(measures.querySelector('.category-intro__question')).toHaveTextContent(/^युद्ध के नियम \/ .*धर्मयुद्ध क्या है\?$/);
  });
});
