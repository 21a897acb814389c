import { useEffect, useMemo, useRef, useState } from 'react';
import type { Fact } from '@shastra/content/schema';
import { FACTS_ADVANCE_MS, FACTS_SLIDE_MS } from '../constants.ts';
import { useTimeout } from '../hooks/useTimeout.ts';
import { testIds } from '../testIds.ts';
import { Icon } from './Icon.tsx';

interface FactsBannerProps {
  /** undefined while loading. */
  facts: Fact[] | undefined;
  /** Index of the first fact shown (chosen at random by the root loader). */
  start: number;
}

type Slide = { from: number; direction: 'next' | 'prev' };

const citation = (fact: Fact) => (fact.sources[0] ? `${fact.sources[0].text} ${fact.sources[0].ref}` : '');
const factLength = (fact: Fact) => fact.fact.length + citation(fact).length;

function FactContent({ fact }: { fact: Fact }) {
  return (
    <>
      {fact.fact}
      {fact.sources[0] && <cite className="facts__source"> ({citation(fact)})</cite>}
    </>
  );
}

/**
 * The rotating facts banner (spec "Facts banner"): advances every 3.5 s, pauses while the pointer
 * or keyboard focus is on it, steps with the arrows, wraps at both ends; a slide lasts 0.5 s and
 * clicks during a slide are ignored.
 */
export function FactsBanner({ facts, start }: FactsBannerProps) {
  const count = facts?.length ?? 0;
  const [index, setIndex] = useState(() => (count > 0 ? ((start % count) + count) % count : 0));
  const [slide, setSlide] = useState<Slide | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slideTimer = useTimeout();
  const advanceTimer = useTimeout();
  const paused = hovered || focused;
  // The banner keeps the height of its longest fact, so rotating never shifts the page below it.
  const longest = useMemo(
    () => facts?.reduce((a, b) => (factLength(b) > factLength(a) ? b : a), facts[0] as Fact),
    [facts],
  );

  // Timers call `go` from an earlier render, so it reads the live state through refs.
  const sliding = useRef(false);
  const indexRef = useRef(index);

  const go = (direction: Slide['direction']) => {
    if (sliding.current || count < 2) return;
    const from = indexRef.current;
    const to = (from + (direction === 'next' ? 1 : count - 1)) % count;
    sliding.current = true;
    indexRef.current = to;
    setSlide({ from, direction });
    setIndex(to);
    slideTimer.set(() => {
      sliding.current = false;
      setSlide(null);
    }, FACTS_SLIDE_MS);
  };

  // The next advance is due 3.5 s after the last one began; hovering cancels it, leaving restarts it.
  useEffect(() => {
    if (paused || count < 2) return advanceTimer.clear();
    advanceTimer.set(() => go('next'), FACTS_ADVANCE_MS);
    // `go` is recreated every render; the timer only needs to restart when these change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, paused, count]);

  if (facts === undefined) {
    return (
      <section className="facts" aria-label="Did you know?" data-testid={testIds.factsBanner}>
        <p className="facts__loading">Loading...</p>
      </section>
    );
  }
  if (count === 0) return null;

  const current = facts[index];
  const previous = slide ? facts[slide.from] : undefined;
  return (
    <section
      className="facts"
      aria-label="Did you know?"
      data-testid={testIds.factsBanner}
      data-paused={paused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="facts__inner container">
        <button
          type="button"
          className="facts__arrow"
          aria-label="Previous fact"
          data-testid={testIds.factPrev}
          onClick={() => go('prev')}
        >
          <Icon name="chevronLeft" />
        </button>
        <div className="facts__window">
          <span className="facts__label" aria-hidden="true">
            Did you know?
          </span>
          <div className="facts__track">
            {longest && (
              <p className="facts__text facts__sizer" aria-hidden="true">
                <FactContent fact={longest} />
              </p>
            )}
            {previous && slide && (
              <p
                key={`out-${slide.from}`}
                className={`facts__text facts__text--out-${slide.direction}`}
                aria-hidden="true"
              >
                <FactContent fact={previous} />
              </p>
            )}
            <p
              key={`in-${index}`}
              className={`facts__text${slide ? ` facts__text--in-${slide.direction}` : ''}`}
              data-testid={testIds.factText}
              data-index={index}
            >
              {current && <FactContent fact={current} />}
            </p>
          </div>
        </div>
        <button
          type="button"
          className="facts__arrow"
          aria-label="Next fact"
          data-testid={testIds.factNext}
          onClick={() => go('next')}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
    </section>
  );
}
