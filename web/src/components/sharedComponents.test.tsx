/** The shared components' own words and links, in each edition. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Source } from '@shastra/content/schema';
import { renderAsPage } from '../test/renderAsPage.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { CardGrid } from './CardGrid.tsx';
import { FoldedParagraphs } from './FoldedParagraphs.tsx';
import { Sources } from './Sources.tsx';

const source = {
  text: 'mahabharata',
  title: 'Mahābhārata',
  ref: '7.81.32',
  parts: [{ label: '7.81.32', path: '/texts/mahabharata/7.81.32' }],
} as Source;

describe('Breadcrumb', () => {
  it('starts at Home', async () => {
    const page = await renderAsPage(
      <Breadcrumb crumbs={[{ label: 'Astras', to: '/astras' }, { label: 'Brahmāstra' }]} />,
    );
    expect(screen.getByRole('navigation')).toHaveAccessibleName('Breadcrumb');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(page.querySelector('[aria-current="page"]')).toHaveTextContent('Brahmāstra');
  });

  it('links to the Hindi pages on a Hindi page, whether or not the caller already did', async () => {
    await renderAsPage(
      <Breadcrumb crumbs={[{ label: 'अस्त्र', to: '/astras' }, { label: 'ग्रंथ', to: '/hi/texts' }, { label: 'x' }]} />,
      'hi',
    );
    expect(screen.getByRole('navigation')).toHaveAccessibleName('आप यहाँ हैं');
    expect(screen.getByRole('link', { name: 'मुखपृष्ठ' })).toHaveAttribute('href', '/hi/');
    expect(screen.getByRole('link', { name: 'अस्त्र' })).toHaveAttribute('href', '/hi/astras');
    expect(screen.getByRole('link', { name: 'ग्रंथ' })).toHaveAttribute('href', '/hi/texts');
  });
});

describe('Sources', () => {
  it('links each verse to its page, titled in the edition’s words', async () => {
    await renderAsPage(<Sources sources={[source]} />);
    expect(screen.getByRole('heading', { name: 'Sources' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '7.81.32' });
    expect(link).toHaveAttribute('href', '/texts/mahabharata/7.81.32');
    expect(link).toHaveAttribute('title', 'Read Mahābhārata 7.81.32');
  });

  it('speaks Hindi on a Hindi page', async () => {
    await renderAsPage(<Sources sources={[source]} />, 'hi');
    expect(screen.getByRole('heading', { name: 'स्रोत' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '7.81.32' });
    expect(link).toHaveAttribute('href', '/hi/texts/mahabharata/7.81.32');
    expect(link).toHaveAttribute('title', 'Mahābhārata 7.81.32 पढ़ें');
  });
});

describe('CardGrid and FoldedParagraphs', () => {
  it('say their words in the edition’s language', async () => {
    const page = await renderAsPage(
      <>
        <CardGrid cards={[]} testId="card" />
        <FoldedParagraphs text={'One.\n\nTwo.'} />
      </>,
      'hi',
    );
    expect(page.querySelector('.card-grid__empty')).toHaveTextContent('आपकी खोज से मेल खाता कुछ नहीं मिला।');
    expect(page.querySelector('.read-more__closed')).toHaveTextContent('और पढ़ें');
    expect(page).not.toHaveTextContent(/Nothing matches|Read more/);
  });

  it('keep the English of an English page', async () => {
    const page = await renderAsPage(<CardGrid cards={[]} testId="card" />);
    expect(page.querySelector('.card-grid__empty')).toHaveTextContent('Nothing matches your search.');
  });
});
