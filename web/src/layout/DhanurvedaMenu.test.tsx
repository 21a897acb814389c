import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InfoEntry } from '@shastra/content/schema';
import { renderAsPage } from '../test/renderAsPage.tsx';
import { testIds } from '../testIds.ts';
import { DhanurvedaMenu } from './DhanurvedaMenu.tsx';

const entry = (id: string, types: InfoEntry['types'] = []): InfoEntry => ({
  id,
  name: id.toUpperCase(),
  imageurl: `/images/${id}/${id}.svg`,
  image_alt: id,
  types,
});

const menu: InfoEntry[] = [
  entry('weapon_building', [
    { id: 'bow_building', name: 'Bow Building', submenu: [{ id: 'sarnga_bow', name: 'Śārṅga Bow' }] },
  ]),
  entry(
    'vyuham',
    Array.from({ length: 16 }, (_, i) => ({ id: `v${i}`, name: `Formation ${i}`, submenu: [] })),
  ),
  entry('astras', [{ id: 'brahmastra', name: 'Brahmāstra', submenu: [] }]),
];

const renderMenu = (data: InfoEntry[]) =>
  renderAsPage(
    <ul>
      <DhanurvedaMenu menu={data} />
    </ul>,
  );

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('DhanurvedaMenu', () => {
  it("shows 'No data available' when there are no categories", async () => {
    await renderMenu([]);
    expect(screen.getByTestId(testIds.dhanurvedaMenu)).toHaveTextContent('No data available');
  });

  it('speaks Hindi and links to Hindi pages on a Hindi page', async () => {
    await renderAsPage(
      <ul>
        <DhanurvedaMenu menu={[]} />
      </ul>,
      'hi',
    );
    const item = screen.getByTestId(testIds.dhanurvedaMenu);
    expect(item).toHaveTextContent('कोई जानकारी उपलब्ध नहीं');
    expect(screen.getByTestId(testIds.menuButton)).toHaveTextContent('धनुर्वेद');
    expect(item).not.toHaveTextContent('No data available');
  });

  it('links its entries to the pages of the Hindi edition', async () => {
    await renderAsPage(
      <ul>
        <DhanurvedaMenu menu={menu} />
      </ul>,
      'hi',
    );
    const item = screen.getByTestId(testIds.dhanurvedaMenu);
    expect(within(item).getByRole('link', { name: 'Śārṅga Bow' })).toHaveAttribute(
      'href',
      '/hi/weapon_building/bow_building/sarnga_bow',
    );
  });

  it('links three levels: /{id}, /{id}/{typeId}, /{id}/{typeId}/{subId}, as plain HTML', async () => {
    await renderMenu(menu);
    const item = screen.getByTestId(testIds.dhanurvedaMenu);
    expect(within(item).getByRole('link', { name: 'WEAPON_BUILDING' })).toHaveAttribute('href', '/weapon_building');
    expect(within(item).getByRole('link', { name: 'Bow Building' })).toHaveAttribute(
      'href',
      '/weapon_building/bow_building',
    );
    expect(within(item).getByRole('link', { name: 'Śārṅga Bow' })).toHaveAttribute(
      'href',
      '/weapon_building/bow_building/sarnga_bow',
    );
    // The links are the page's HTML: none of them is inside an island.
    expect(item.querySelector('shastra-island a')).toBeNull();
  });

  it('scrolls a submenu of more than 15 types', async () => {
    await renderMenu(menu);
    const vyuham = screen.getByRole('link', { name: 'VYUHAM' }).parentElement;
    expect(vyuham?.querySelector('.dropdown--sub')).toHaveClass('dropdown--scroll');
    const astras = screen.getByRole('link', { name: 'ASTRAS' }).parentElement;
    expect(astras?.querySelector('.dropdown--sub')).not.toHaveClass('dropdown--scroll');
  });

  it('opens on hover and closes 300 ms after the pointer leaves', async () => {
    await renderMenu(menu);
    const item = screen.getByTestId(testIds.dhanurvedaMenu);
    const button = screen.getByTestId(testIds.menuButton);
    expect(item).toHaveAttribute('data-hydrated');
    act(() => void fireEvent.mouseEnter(item));
    expect(item).toHaveAttribute('data-open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => void fireEvent.mouseLeave(item));
    act(() => void vi.advanceTimersByTime(299));
    expect(item).toHaveAttribute('data-open');
    act(() => void vi.advanceTimersByTime(1));
    expect(item).not.toHaveAttribute('data-open');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back within 300 ms', async () => {
    await renderMenu(menu);
    const item = screen.getByTestId(testIds.dhanurvedaMenu);
    act(() => void fireEvent.mouseEnter(item));
    act(() => void fireEvent.mouseLeave(item));
    act(() => void vi.advanceTimersByTime(200));
    act(() => void fireEvent.mouseEnter(item));
    act(() => void vi.advanceTimersByTime(500));
    expect(item).toHaveAttribute('data-open');
  });

  it('toggles with its button and closes on Escape, returning focus to the button', async () => {
    await renderMenu(menu);
    const item = screen.getByTestId(testIds.dhanurvedaMenu);
    const button = screen.getByTestId(testIds.menuButton);
    expect(button).toHaveAttribute('aria-controls', 'dhanurveda-menu');
    act(() => void fireEvent.click(button));
    expect(item).toHaveAttribute('data-open');
    const link = screen.getByRole('link', { name: 'ASTRAS' });
    act(() => link.focus());
    act(() => void fireEvent.keyDown(link, { key: 'Escape' }));
    expect(item).not.toHaveAttribute('data-open');
    expect(button).toHaveFocus();
    act(() => void fireEvent.click(button));
    act(() => void fireEvent.click(button));
    expect(item).not.toHaveAttribute('data-open');
  });
});
