import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InfoEntry } from '@shastra/content/schema';
import { testIds } from '../testIds.ts';
import { DhanurvedaMenu } from './DhanurvedaMenu.tsx';

const entry = (id: string, types: InfoEntry['types'] = []): InfoEntry => ({
  id,
  name: id.toUpperCase(),
  imageurl: `/images/${id}/${id}.svg`,
  image_alt: id,
  types,
});

const info: InfoEntry[] = [
  entry('weapon_building', [
    { id: 'bow_building', name: 'Bow Building', submenu: [{ id: 'sarnga_bow', name: 'Śārṅga Bow' }] },
  ]),
  entry(
    'vyuham',
    Array.from({ length: 16 }, (_, i) => ({ id: `v${i}`, name: `Formation ${i}`, submenu: [] })),
  ),
  entry('astras', [{ id: 'brahmastra', name: 'Brahmāstra', submenu: [] }]),
];

const renderMenu = (data: InfoEntry[] | null) =>
  render(
    <MemoryRouter>
      <ul>
        <DhanurvedaMenu info={data} />
      </ul>
    </MemoryRouter>,
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('DhanurvedaMenu', () => {
  it.each([[null], [[]]])("shows 'No data available' when the list is %j", (data) => {
    renderMenu(data);
    expect(within(screen.getByTestId(testIds.dhanurvedaMenu)).getByText('No data available')).toBeInTheDocument();
  });

  it('links three levels: /{id}, /{id}/{typeId}, /{id}/{typeId}/{subId}', () => {
    renderMenu(info);
    expect(screen.getByRole('link', { name: 'WEAPON_BUILDING' })).toHaveAttribute('href', '/weapon_building');
    expect(screen.getByRole('link', { name: 'Bow Building' })).toHaveAttribute('href', '/weapon_building/bow_building');
    expect(screen.getByRole('link', { name: 'Śārṅga Bow' })).toHaveAttribute(
      'href',
      '/weapon_building/bow_building/sarnga_bow',
    );
  });

  it('scrolls a submenu of more than 15 types', () => {
    renderMenu(info);
    const vyuham = screen.getByRole('link', { name: 'Formation 0' }).closest('ul');
    const astras = screen.getByRole('link', { name: 'Brahmāstra' }).closest('ul');
    expect(vyuham).toHaveClass('dropdown--scroll');
    expect(astras).not.toHaveClass('dropdown--scroll');
  });

  it('opens on hover and closes 300 ms after the pointer leaves', () => {
    renderMenu(info);
    const menu = screen.getByTestId(testIds.dhanurvedaMenu);
    const button = screen.getByRole('button', { name: 'Dhanurveda' });
    fireEvent.mouseEnter(menu);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(menu);
    act(() => vi.advanceTimersByTime(299));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back within 300 ms', () => {
    renderMenu(info);
    const menu = screen.getByTestId(testIds.dhanurvedaMenu);
    fireEvent.mouseEnter(menu);
    fireEvent.mouseLeave(menu);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseEnter(menu);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Dhanurveda' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles with its button and closes on Escape', () => {
    renderMenu(info);
    const button = screen.getByRole('button', { name: 'Dhanurveda' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
