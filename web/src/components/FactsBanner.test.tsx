import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testIds } from '../testIds.ts';
import { FactsBanner } from './FactsBanner.tsx';

const facts = ['First fact.', 'Second fact.', 'Third fact.'].map((fact, i) => ({
  fact,
  sources: [{ text: 'Agni Purāṇa', ref: `24${i}.1` }],
}));

const shown = () => screen.getByTestId(testIds.factText);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('FactsBanner', () => {
  it("shows 'Loading...' until the facts arrive", () => {
    render(<FactsBanner facts={undefined} start={0} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('starts on the given (random) fact, with its source', () => {
    render(<FactsBanner facts={facts} start={1} />);
    expect(shown()).toHaveTextContent('Second fact. (Agni Purāṇa 241.1)');
  });

  it('advances every 3500 ms and wraps after the last fact', () => {
    render(<FactsBanner facts={facts} start={2} />);
    advance(3499);
    expect(shown()).toHaveTextContent('Third fact.');
    advance(1);
    expect(shown()).toHaveTextContent('First fact.');
    advance(3500);
    expect(shown()).toHaveTextContent('Second fact.');
  });

  it('slides for 500 ms, during which clicks are ignored', () => {
    render(<FactsBanner facts={facts} start={0} />);
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

  it('wraps backwards from the first fact to the last', () => {
    render(<FactsBanner facts={facts} start={0} />);
    fireEvent.click(screen.getByTestId(testIds.factPrev));
    expect(shown()).toHaveTextContent('Third fact.');
  });

  it('pauses while the pointer is over it and resumes on leave', () => {
    render(<FactsBanner facts={facts} start={0} />);
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

  it('renders nothing when there are no facts', () => {
    const { container } = render(<FactsBanner facts={[]} start={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
