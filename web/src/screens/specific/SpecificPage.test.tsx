/**
 * A sub-item's page, for what the corpus does not show yet: a video of the detail, and its
 * sources in the site's one citation format.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemDocumentSchema } from '@shastra/content/schema';
import { renderAsPage } from '../../test/renderAsPage.tsx';
import { testIds } from '../../testIds.ts';
import { SpecificPage } from './SpecificPage.tsx';

const detail = itemDocumentSchema.parse({
  id: 'sinhakarna_draw',
  name: 'Siṃhakarṇa draw',
  imageurl: '/images/lakshya/sthira.svg',
  image_alt: 'An archer at full draw',
  intro: 'The draw that ends at the ear.',
  category: { id: 'gunmushti', name: 'Gunmushti', items_view: { layout: 'by_data' } },
  parent: { id: 'sinhakarna', name: 'Siṃhakarṇa' },
  video: {
    title: 'The siṃhakarṇa draw',
    caption: 'The string comes back to the ear.',
    credit: { archer: 'Asha Rao', url: 'https://example.org/asha', licence: 'Shown with the archer’s permission.' },
    embed: { provider: 'youtube', id: 'AbCdEfGhIjK' },
  },
  sources: [
    {
      text: 'dhanurveda_samhita',
      title: 'Dhanurveda-saṃhitā',
      ref: '1.92–93',
      parts: [{ label: '1.92–93', path: '/texts/dhanurveda_samhita/1.92-93' }],
    },
  ],
});

describe('the specific page', () => {
  it('shows the video of the detail with its credit, then its sources linked to the verses', async () => {
    await renderAsPage(<SpecificPage data={{ item: detail, measuresPath: null }} />);
    const video = screen.getByRole('region', { name: 'On video' });
    expect(within(video).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', 'https://example.org/asha');
    const sources = screen.getByTestId(testIds.sources);
    expect(sources).toHaveTextContent('Dhanurveda-saṃhitā, 1.92–93');
    expect(within(sources).getByRole('link', { name: '1.92–93' })).toHaveAttribute(
      'href',
      '/texts/dhanurveda_samhita/1.92-93',
    );
  });

  it("links the unit words of its measurements to the measures' page, in each edition's words", async () => {
    const bow = itemDocumentSchema.parse({
      ...detail,
      video: undefined,
      measurements: ['A human bow is 4 hastas long, and a hasta is 24 angulas (v. 34).'],
      things_to_avoid: ['A bow with a knot in the grip.'],
    });
    const english = await renderAsPage(
      <SpecificPage data={{ item: bow, measuresPath: '/ancient_indian_measurements' }} />,
    );
    expect(within(english).getByRole('heading', { name: 'Measurements' })).toBeInTheDocument();
    expect(within(english).getByRole('heading', { name: 'Things to avoid' })).toBeInTheDocument();
    expect(
      within(english)
        .getAllByRole('link', { name: /^(hastas|angulas)$/ })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/ancient_indian_measurements', '/ancient_indian_measurements']);

    const hindiBow = itemDocumentSchema.parse({
      ...bow,
      // हस्तक is another word: it must stay unlinked.
      measurements: ['मनुष्य का धनुष 4 हस्त, यानी 96 अंगुल लंबा है; 9 वितस्ति भी (बाह्य-हस्तक)।'],
      things_to_avoid: ['मूठ में गाँठ वाला धनुष।'],
    });
    const hindi = await renderAsPage(
      <SpecificPage data={{ item: hindiBow, measuresPath: '/ancient_indian_measurements' }} />,
      'hi',
    );
    expect(within(hindi).getByRole('heading', { name: 'माप' })).toBeInTheDocument();
    expect(within(hindi).getByRole('heading', { name: 'किन बातों से बचें' })).toBeInTheDocument();
    expect(hindi).not.toHaveTextContent('Measurements');
    const units = within(hindi).getAllByRole('link', { name: /^(हस्त|अंगुल|वितस्ति)$/ });
    expect(units.map((a) => a.textContent)).toEqual(['हस्त', 'अंगुल', 'वितस्ति']);
    expect(units.map((a) => a.getAttribute('href'))).toEqual(Array(3).fill('/hi/ancient_indian_measurements'));
    expect(within(hindi).getByRole('link', { name: 'Gunmushti' })).toHaveAttribute('href', '/hi/gunmushti');
  });
});
