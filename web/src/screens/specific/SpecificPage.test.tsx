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
});
