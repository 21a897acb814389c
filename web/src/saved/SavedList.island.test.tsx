import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Island } from '../islands/Island.tsx';
import { renderAsPage } from '../test/renderAsPage.tsx';
import ContinueReading, { CONTINUE_READING_MESSAGES } from './ContinueReading.island.tsx';
import SaveButton, { SAVE_BUTTON_MESSAGES } from './SaveButton.island.tsx';
import SavedList, { SAVED_LIST_MESSAGES } from './SavedList.island.tsx';
import { markRead, savePage } from './savedStore.ts';

afterEach(() => localStorage.clear());

describe('Save, the Saved list and continue reading', () => {
  it('saves a page with the button, lists it by kind, and removes it from the list', async () => {
    const user = userEvent.setup();
    await renderAsPage(
      <>
        <Island
          name="SaveButton"
          component={SaveButton}
          props={{ path: '/astras/brahmastra', title: 'Brahmāstra (Astras)', kind: 'item' as const }}
          hydrate="load"
          messages={SAVE_BUTTON_MESSAGES}
        />
        <Island name="SavedList" component={SavedList} props={{}} hydrate="load" messages={SAVED_LIST_MESSAGES} />
      </>,
    );
    expect(screen.getByText(/Nothing saved yet/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 page saved')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brahmāstra (Astras)' })).toHaveAttribute('href', '/astras/brahmastra');
    await user.click(screen.getByRole('button', { name: 'Remove Brahmāstra (Astras)' }));
    expect(screen.getByText(/Nothing saved yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('welcomes a returning reader back to the last page read, and says nothing to a first visit', async () => {
    await renderAsPage(
      <Island
        name="ContinueReading"
        component={ContinueReading}
        props={{}}
        hydrate="load"
        messages={CONTINUE_READING_MESSAGES}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    act(() => {
      markRead({ path: '/texts/rigveda/7.33', title: 'Ṛgveda 7.33', kind: 'verse' });
      savePage({ path: '/astras/brahmastra', title: 'Brahmāstra (Astras)', kind: 'item' });
    });
    expect(screen.getByRole('link', { name: 'Continue reading: Ṛgveda 7.33' })).toHaveAttribute(
      'href',
      '/texts/rigveda/7.33',
    );
    expect(screen.getByRole('link', { name: 'Saved (1)' })).toHaveAttribute('href', '/saved');
  });

  it('speaks Hindi in the Hindi edition', async () => {
    savePage({ path: '/hi/astras/brahmastra', title: 'ब्रह्मास्त्र (अस्त्र)', kind: 'item' });
    await renderAsPage(
      <Island name="SavedList" component={SavedList} props={{}} hydrate="load" messages={SAVED_LIST_MESSAGES} />,
      'hi',
    );
    expect(screen.getByText('1 पन्ना सहेजा गया')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ब्रह्मास्त्र (अस्त्र) हटाएँ' })).toBeInTheDocument();
  });
});
