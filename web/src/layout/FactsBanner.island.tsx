import { useEffect, useRef, useState } from 'react';
import type { Fact } from '@shastra/content/schema';
import { fetchDocument } from '../api/documentsClient.ts';
import { Icon } from '../components/Icon.tsx';
import { FACTS_ADVANCE_MS, FACTS_SLIDE_MS } from '../constants.ts';
import { useTimeout } from '../hooks/useTimeout.ts';
import { useMessages } from '../i18n/I18n.tsx';
import { testIds } from '../testIds.ts';

export interface FactsBannerProps {
  /** The fact the page's HTML shows (a page carries one fact, not all of them). */
  first: Fact;
  /** Its place among the facts. */
  index: number;
  /** The longest fact: the banner keeps its height, so rotating never moves the page below. */
  longest: Fact;
}

type Slide = { from: number; direction: 'next' | 'prev' };

export const citation = (fact: Fact) => {
  const source = fact.sources[0];
  return source ? `${source.title ?? source.text} ${source.ref}` : '';
};

function FactContent({ fact }: { fact: Fact }) {
  return (
    <>
      {fact.fact}
      {fact.sources[0] && <cite className="facts__source"> ({citation(fact)})</cite>}
    </>
  );
}

/**
 * The rotating facts banner: loads the facts, starts on a random one, advances every 3.5 s,
 * pauses while the pointer, a finger or keyboard focus is on it and stays paused once its pause
 * button is pressed (a touch screen has no hover), steps with the arrows, wraps at both ends; a
 * slide lasts 0.5 s and clicks during a slide are ignored.
 */
export default function FactsBanner({ first, index: firstIndex, longest }: FactsBannerProps) {
  const t = useMessages('layout').facts;
  // Until the other facts arrive, the banner shows the one in the page's HTML.
  const [facts, setFacts] = useState<Fact[]>([first]);
  const count = facts.length;
  const [index, setIndex] = useState(0);
  const [slide, setSlide] = useState<Slide | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const [stopped, setStopped] = useState(false);
  const slideTimer = useTimeout();
  const advanceTimer = useTimeout();
  const paused = hovered || focused || touched || stopped;

  // Timers call `go` from an earlier render, so it reads the live state through refs.
  const sliding = useRef(false);
  const indexRef = useRef(index);

  // Load every fact, then start on a random one (a failure is only logged: the page's fact stays).
  useEffect(() => {
    fetchDocument('facts').then(
      (all) => {
        if (all.length === 0) return;
        const start = Math.floor(Math.random() * all.length);
        indexRef.current = start;
        setFacts(all);
        setIndex(start);
      },
      (error: unknown) => console.error('Error fetching facts', error),
    );
  }, []);

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

  const current = facts[index];
  const previous = slide ? facts[slide.from] : undefined;
  return (
    <section
      className="facts"
      aria-label={t.didYouKnow}
      data-testid={testIds.factsBanner}
      data-paused={paused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={() => setTouched(true)}
      onTouchEnd={() => setTouched(false)}
      onTouchCancel={() => setTouched(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="facts__inner container">
        <button
          type="button"
          className="facts__arrow facts__prev"
          aria-label={t.previous}
          data-testid={testIds.factPrev}
          onClick={() => go('prev')}
        >
          <Icon name="chevronLeft" />
        </button>
        <div className="facts__window">
          <span className="facts__label" aria-hidden="true">
            {t.didYouKnow}
          </span>
          <div className="facts__track">
            <p className="facts__text facts__sizer" aria-hidden="true">
              <FactContent fact={longest} />
            </p>
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
              data-index={count > 1 ? index : firstIndex}
            >
              {current && <FactContent fact={current} />}
            </p>
          </div>
        </div>
        <button
          type="button"
          className="facts__arrow facts__pause"
          aria-label={t.pause}
          aria-pressed={stopped}
          onClick={() => setStopped(!stopped)}
        >
          <Icon name={stopped ? 'play' : 'pause'} />
        </button>
        <button
          type="button"
          className="facts__arrow facts__next"
          aria-label={t.next}
          data-testid={testIds.factNext}
          onClick={() => go('next')}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
    </section>
  );
}
