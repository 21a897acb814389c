import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fact } from '@shastra/content/schema';
import { testIds } from '../testIds.ts';
import FactsBanner from './FactsBanner.island.tsx';

const facts: Fact[] = ['First fact.', 'Second fact.', 'Third fact.'].map((fact, i) => ({
  fact,
  sources: [{ text: 'agni_purana', title: 'Agni Purāṇa', ref: `24${i}.1` }],
}));

const shown = () => screen.getByTestId(testIds.factText);
const advance = (ms: number) =>
  void act(() => {
    vi.advanceTimersByTime(ms);
  });

/** The banner as a page has it (one fact), with every fact on the way and the random start at `start`. */
async function renderBanner(start: number, answer: Promise<Response> = Promise.resolve(Response.json(facts))) {
  vi.spyOn(Math, 'random').mockReturnValue((start + 0.5) / facts.length);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answer),
  );
  const view = render(<FactsBanner first={facts[0] as Fact} index={0} longest={facts[1] as Fact} />);
  // The client checks the answer against the contract's schema (a module it loads on first use).
  await act(() =>
    vi.waitFor(() => {
      if (vi.mocked(fetch).mock.calls.length === 0) throw new Error('not fetched yet');
    }),
  );
  await act(async () => {
    await answer.catch(() => undefined);
    await import('@shastra/content/contract/documents');
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
  return view;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('FactsBanner', () => {
  it("shows the page's own fact, with its source, until the others arrive", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    render(<FactsBanner first={facts[2] as Fact} index={2} longest={facts[1] as Fact} />);
    expect(shown()).toHaveTextContent('Third fact. (Agni Purāṇa 242.1)');
    expect(shown()).toHaveAttribute('data-index', '2');
  });

  it('then starts on a random fact', async () => {
    await renderBanner(1);
    expect(shown()).toHaveTextContent('Second fact. (Agni Purāṇa 241.1)');
  });

  it('logs a failed fetch and keeps showing the page’s fact', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderBanner(1, Promise.reject(new TypeError('offline')));
    expect(log).toHaveBeenCalled();
    expect(shown()).toHaveTextContent('First fact.');
    advance(10_000);
    expect(shown()).toHaveTextContent('First fact.');
  });

  it('advances every 3500 ms and wraps after the last fact', async () => {
    await renderBanner(2);
    advance(3499);
    expect(shown()).toHaveTextContent('Third fact.');
    advance(1);
    expect(shown()).toHaveTextContent('First fact.');
    advance(3500);
    expect(shown()).toHaveTextContent('Second fact.');
  });

  it('slides for 500 ms, during which clicks are ignored', async () => {
    await renderBanner(0);
    fireEvent.click(screen.getByTestId(testIds.factNext));
    expect(shown()).toHaveTextContent('Second fact.');
    expect(document.querySelector('.facts__text--out-next')).toHaveTextContent('First fact.');
    fireEvent.click(screen.getByTestId(testIds.factNext));
    fireEvent.click(screen.getByTestId(testIds.factPrev));
    expect(shown()).toHaveTextContent('Second fact.');
    advance(500);
    expect(document.querySelector('.facts__text--out-next')).toBeNull();
    fireEvent.click(screen.getByTestId(testIds.factNext));
    expect(shown()).toHaveTextContent('Third fact.');
  });

  it('wraps backwards from the first fact to the last', async () => {
    await renderBanner(0);
    fireEvent.click(screen.getByTestId(testIds.factPrev));
    expect(shown()).toHaveTextContent('Third fact.');
  });

  it('pauses while the pointer is over it and resumes on leave', async () => {
    await renderBanner(0);
    const banner = screen.getByTestId(testIds.factsBanner);
    advance(2000);
    fireEvent.mouseEnter(banner);
    advance(10_000);
    expect(shown()).toHaveTextContent('First fact.');
    fireEvent.mouseLeave(banner);
    advance(3499);
    expect(shown()).toHaveTextContent('First fact.');
    advance(1);
    expect(shown()).toHaveTextContent('Second fact.');
  });
});
