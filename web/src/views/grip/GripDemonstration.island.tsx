import { useEffect, useId, useRef, useState } from 'react';
import type { Grip } from '@shastra/content/media';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { useReducedMotion } from '../../hooks/useReducedMotion.ts';
import { testIds } from '../../testIds.ts';
import { GripDrawing } from './GripDrawing.tsx';
import { GRIP_STEPS, gripFrame, STEP_ENDS, STILL_MS, stepAt, TOTAL_MS } from './gripTimeline.ts';

export interface DemonstratedGrip {
  id: string;
  name: string;
  holding?: string | undefined;
  grip: Grip;
}

export interface GripDemonstrationProps {
  /** One grip (an item's page) or several to choose from (the category's page). */
  grips: DemonstratedGrip[];
}

/** What each step shows, in words: the list beside the picture, and what a screen reader hears. */
export function stepTexts(grip: DemonstratedGrip): { title: string; text: string }[] {
  return [
    {
      title: 'Take the string',
      text: "The open drawing hand comes to the string just below the arrow's notch.",
    },
    {
      title: `Close into the ${grip.name}`,
      text: grip.holding ?? `The fingers close into the ${grip.name} grip.`,
    },
    {
      title: 'Draw',
      text: 'The hand pulls string and arrow straight back, the grip unchanged, until the bow is at full stretch, and holds.',
    },
    {
      title: 'Release',
      text: 'The fingers open, the string slips off the thumb and springs forward, and the arrow flies.',
    },
  ];
}

/**
 * The string-grip demonstration: the hand taking the string, closing into the grip, drawing and
 * letting go, with buttons to pause, replay and step, and the steps in words. The server draws
 * the still (the grip closed at full draw); the buttons appear once the island runs. It plays once
 * by itself when it hydrates (it hydrates when scrolled into view), unless the visitor asked for
 * less motion; then it stays still, and stepping moves from still to still.
 */
export default function GripDemonstration({ grips }: GripDemonstrationProps) {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [chosen, setChosen] = useState(0);
  const [time, setTimeState] = useState(STILL_MS);
  const timeNow = useRef(STILL_MS);
  const [playing, setPlaying] = useState(false);
  const started = useRef(false);
  const stepsId = useId();
  const grip = grips[chosen] ?? grips[0];
  const setTime = (ms: number) => {
    timeNow.current = ms;
    setTimeState(ms);
  };

  // Plays once on its own, from the next frame, unless motion is reduced.
  useEffect(() => {
    if (started.current || !hydrated || reducedMotion) return;
    const frame = requestAnimationFrame(() => {
      started.current = true;
      timeNow.current = 0;
      setTimeState(0);
      setPlaying(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [hydrated, reducedMotion]);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const next = Math.min(TOTAL_MS, timeNow.current + Math.max(0, now - last));
      last = now;
      timeNow.current = next;
      setTimeState(next);
      if (next >= TOTAL_MS) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  if (!grip) return null;
  const step = stepAt(time);
  const steps = stepTexts(grip);
  const current = steps[step];
  const atStepEnd = STEP_ENDS.includes(time);
  const ended = time >= TOTAL_MS;

  const goToStep = (index: number) => {
    setPlaying(false);
    setTime(index < 0 ? 0 : (STEP_ENDS[Math.min(index, STEP_ENDS.length - 1)] ?? STILL_MS));
  };
  const replay = () => {
    setTime(0);
    setPlaying(true);
  };
  const togglePlay = () => {
    if (playing) setPlaying(false);
    else if (ended) replay();
    else setPlaying(true);
  };
  const choose = (index: number) => {
    setChosen(index);
    if (reducedMotion) setTime(STILL_MS);
    else replay();
  };

  return (
    <div className="grip-demo" data-testid={testIds.gripDemonstration}>
      <figure className="grip-demo__figure">
        <GripDrawing frame={gripFrame(grip.grip, time)} thumbInFront={grip.grip.thumb_in_front} />
        <figcaption className="grip-demo__caption">
          The {grip.name} grip, drawn by us as a thumb draw, our reading of the text.
        </figcaption>
      </figure>
      {/* Right under the picture: on a phone, pressing a button keeps the picture in view. */}
      <div className="grip-demo__controls" role="group" aria-label="Demonstration controls" hidden={!hydrated}>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => time > 0 && goToStep(step - 1)}
          aria-disabled={time === 0}
        >
          Previous step
        </button>
        <button type="button" className="button button--primary" onClick={togglePlay} aria-controls={stepsId}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => !ended && goToStep(atStepEnd ? step + 1 : step)}
          aria-disabled={ended}
        >
          Next step
        </button>
        <button type="button" className="button button--ghost" onClick={replay}>
          Replay
        </button>
      </div>
      <div className="grip-demo__side">
        {grips.length > 1 && (
          <fieldset className="grip-demo__choice" hidden={!hydrated}>
            <legend>Grip</legend>
            {grips.map((option, index) => (
              <label key={option.id}>
                <input
                  type="radio"
                  name={`${stepsId}-grip`}
                  checked={index === chosen}
                  onChange={() => choose(index)}
                />
                {option.name}
              </label>
            ))}
          </fieldset>
        )}
        <ol className="grip-demo__steps" id={stepsId} aria-label={`The ${grip.name} grip, step by step`}>
          {steps.map((item, index) => (
            <li key={item.title} aria-current={index === step ? 'step' : undefined}>
              <strong>{item.title}.</strong> {item.text}
            </li>
          ))}
        </ol>
        {/* Announced when a step changes while the visitor steps or plays. */}
        <p className="visually-hidden" aria-live="polite">
          {hydrated && current ? `Step ${step + 1} of ${GRIP_STEPS.length}: ${current.title}. ${current.text}` : ''}
        </p>
      </div>
    </div>
  );
}
