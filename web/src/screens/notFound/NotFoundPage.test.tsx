/** The 404 page in each edition. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test/renderInEdition.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

describe('NotFoundPage', () => {
  it('keeps its English words on an English page', async () => {
    const page = await renderIn('en', <NotFoundPage />);
    expect(page.querySelector('h1')).toHaveTextContent('Unexpected Application Error!');
    expect(page.querySelector('.error-screen p')).toHaveTextContent(
      'The page you asked for is not here. Go back to the home page or choose a topic from the menu.',
    );
    expect(screen.getByRole('searchbox', { name: 'Search Shastra' })).toHaveAttribute(
      'placeholder',
      'Astras, Arjuna, Chakravyuh…',
    );
  });

  it('speaks Hindi on a Hindi page and leads on to Hindi pages', async () => {
    const page = await renderIn('hi', <NotFoundPage />);
    expect(page.querySelector('.error-screen__text')).toHaveTextContent('404: पन्ना नहीं मिला');
    expect(screen.getByRole('link', { name: 'मुखपृष्ठ पर लौटें' })).toHaveAttribute('href', '/hi/');
    expect(screen.getByRole('searchbox', { name: 'शास्त्र में खोजें' })).toBeInTheDocument();
    expect(page.querySelector('form')).toHaveAttribute('action', '/hi/search');
    expect(screen.getByRole('link', { name: 'प्रश्नोत्तरी' })).toHaveAttribute('href', '/hi/quiz');
    expect(page).not.toHaveTextContent('Page not found');
  });
});
