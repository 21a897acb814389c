import { useEffect, useId, useRef, useState } from 'react';
import type { Grip } from '@shastra/content/media';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { useReducedMotion } from '../../hooks/useReducedMotion.ts';
import { useMessages } from '../../i18n/I18n.tsx';
import { fill } from '../../i18n/format.ts';
import { RichText } from '../../i18n/RichText.tsx';
import type { Messages } from '../../i18n/messages/types.ts';
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
export function stepTexts(grip: DemonstratedGrip, t: Messages['grip']): { title: string; text: string }[] {
  const name = { grip: grip.name };
  return [
    { title: t.steps.takeTitle, text: t.steps.takeText },
    { title: fill(t.steps.closeTitle, name), text: grip.holding ?? fill(t.steps.closeText, name) },
    { title: t.steps.drawTitle, text: t.steps.drawText },
    { title: t.steps.releaseTitle, text: t.steps.releaseText },
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
  const t = useMessages('grip');
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
  const steps = stepTexts(grip, t);
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
        <figcaption className="grip-demo__caption">{fill(t.caption, { grip: grip.name })}</figcaption>
      </figure>
      {/* Right under the picture: on a phone, pressing a button keeps the picture in view. */}
      <div className="grip-demo__controls" role="group" aria-label={t.controlsLabel} hidden={!hydrated}>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => time > 0 && goToStep(step - 1)}
          aria-disabled={time === 0}
        >
          {t.previousStep}
        </button>
        <button type="button" className="button button--primary" onClick={togglePlay} aria-controls={stepsId}>
          {playing ? t.pause : t.play}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => !ended && goToStep(atStepEnd ? step + 1 : step)}
          aria-disabled={ended}
        >
          {t.nextStep}
        </button>
        <button type="button" className="button button--ghost" onClick={replay}>
          {t.replay}
        </button>
      </div>
      <div className="grip-demo__side">
        {grips.length > 1 && (
          <fieldset className="grip-demo__choice" hidden={!hydrated}>
            <legend>{t.choiceLegend}</legend>
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
        <ol className="grip-demo__steps" id={stepsId} aria-label={fill(t.stepsLabel, { grip: grip.name })}>
          {steps.map((item, index) => (
            <li key={item.title} aria-current={index === step ? 'step' : undefined}>
              <RichText template={fill(t.stepItem, item)} tags={{ title: (text) => <strong>{text}</strong> }} />
            </li>
          ))}
        </ol>
        {/* Announced when a step changes while the visitor steps or plays. */}
        <p className="visually-hidden" aria-live="polite">
          {hydrated && current
            ? fill(t.stepAnnouncement, {
                n: step + 1,
                total: GRIP_STEPS.length,
                title: current.title,
                text: current.text,
              })
            : ''}
        </p>
      </div>
    </div>
  );
}
