/**
 * The string-grip demonstration as a function of time: what the drawing shows at any moment of
 * its four steps (take the string, close into the grip, draw, release). Pure, so the server draws
 * the still, the island animates, and tests check any frame, all from the same numbers.
 *
 * Coordinates are those of the site's grip illustrations (320 × 240): the bow on the left, its
 * string at rest on x = 70, the nock at (184, 127) at full draw, where the grip data of each item
 * (content/data/categories/gunmushti.yaml, `grip`) places the closed fingers.
 */
import type { Grip } from '@shastra/content/media';

type Point = readonly [number, number];
export type Finger = readonly Point[];

/** The four steps, each with how long it plays (ms). The draw step ends on a held full draw. */
export const GRIP_STEPS = [
  { id: 'take', ms: 1200 },
  { id: 'close', ms: 1400 },
  { id: 'draw', ms: 2400 },
  { id: 'release', ms: 1300 },
] as const;

/** When each step ends, from the start (ms). */
export const STEP_ENDS: readonly number[] = GRIP_STEPS.reduce<number[]>(
  (ends, step) => [...ends, (ends.at(-1) ?? 0) + step.ms],
  [],
);
export const TOTAL_MS = STEP_ENDS.at(-1) ?? 0;
/** The still: the end of the draw, the grip closed at full stretch. */
const STILL_STEP = 2;
export const STILL_MS = STEP_ENDS[STILL_STEP] ?? 0;

/** The string at rest, and the nock's x at full draw. */
export const STRING_REST_X = 70;
export const NOCK_X = 184;
const DRAW_LENGTH = NOCK_X - STRING_REST_X;
/** How far the hand starts from the string, and the follow-through after the release. */
const APPROACH = 60;
const FOLLOW_THROUGH = 14;
/** Of the draw step, the part spent drawing; the rest holds the full draw. */
const DRAWING_SHARE = 0.7;

/** The open hand before it takes the string, and after it lets go. */
const OPEN: { forefinger: Finger; thumb: Finger; middle: Finger } = {
  forefinger: [
    [208, 104],
    [190, 86],
    [178, 74],
  ],
  thumb: [
    [222, 138],
    [206, 142],
    [194, 142],
  ],
  middle: [
    [204, 146],
    [200, 146],
    [196, 145],
  ],
};

export interface GripFrame {
  /** Index of the step this moment belongs to. */
  step: number;
  /** The hand's offset from its full-draw place, and how visible it is. */
  handX: number;
  handOpacity: number;
  forefinger: Finger;
  thumb: Finger;
  middle: Finger | undefined;
  /** Where the fingers meet in the closed grip. */
  mark: Point;
  /** How visible the dot where the fingers meet is (0 to 1). */
  markOpacity: number;
  /** Where the string's middle is (its x at the nock's height). */
  stringX: number;
  /** How far the bow's tips bend toward the archer (0 at rest, 1 at full draw). */
  bend: number;
  /** The arrow's offset from its full-draw place; undefined once it has flown out of the picture. */
  arrowX: number | undefined;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const mix = (a: number, b: number, t: number) => a + (b - a) * t;

/** A finger with three points (a straight one gets its midpoint), so any two can be mixed. */
function threePoints(finger: Finger): Finger {
  if (finger.length >= 3) return finger;
  const [a = [0, 0], b = a] = finger;
  return [a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], b];
}

function mixFinger(from: Finger, to: Finger, t: number): Finger {
  const a = threePoints(from);
  const b = threePoints(to);
  return a.map((point, i) => {
    const target = b[i] ?? point;
    return [Math.round(mix(point[0], target[0], t) * 10) / 10, Math.round(mix(point[1], target[1], t) * 10) / 10];
  });
}

/** The step a moment belongs to (the end of a step belongs to it). */
export function stepAt(ms: number): number {
  const index = STEP_ENDS.findIndex((end) => ms <= end);
  return index < 0 ? GRIP_STEPS.length - 1 : index;
}

/** What the drawing shows `ms` after the start (clamped to the demonstration). */
export function gripFrame(grip: Grip, ms: number): GripFrame {
  const time = Math.min(TOTAL_MS, Math.max(0, ms));
  const step = stepAt(time);
  const start = step === 0 ? 0 : (STEP_ENDS[step - 1] ?? 0);
  const t = clamp((time - start) / (GRIP_STEPS[step]?.ms ?? 1));
  const closed = { forefinger: grip.forefinger, thumb: grip.thumb, middle: grip.middle ?? OPEN.middle };
  const atRest = -DRAW_LENGTH;
  const hand = (closing: number) => ({
    forefinger: mixFinger(OPEN.forefinger, closed.forefinger, closing),
    thumb: mixFinger(OPEN.thumb, closed.thumb, closing),
    middle: grip.middle ? mixFinger(OPEN.middle, closed.middle, closing) : undefined,
    mark: grip.mark,
  });
  switch (GRIP_STEPS[step]?.id) {
    case 'take': {
      const e = ease(t);
      return {
        step,
        handX: atRest + APPROACH * (1 - e),
        handOpacity: clamp(t * 2),
        ...hand(0),
        markOpacity: 0,
        stringX: STRING_REST_X,
        bend: 0,
        arrowX: atRest,
      };
    }
    case 'close':
      return {
        step,
        handX: atRest,
        handOpacity: 1,
        ...hand(ease(t)),
        markOpacity: clamp((t - 0.75) * 4),
        stringX: STRING_REST_X,
        bend: 0,
        arrowX: atRest,
      };
    case 'draw': {
      const drawn = ease(clamp(t / DRAWING_SHARE));
      return {
        step,
        handX: DRAW_LENGTH * (drawn - 1),
        handOpacity: 1,
        ...hand(1),
        markOpacity: 1,
        stringX: STRING_REST_X + DRAW_LENGTH * drawn,
        bend: drawn,
        arrowX: DRAW_LENGTH * (drawn - 1),
      };
    }
    default: {
      // The release: the fingers open at once, the string springs back past rest and settles, the
      // arrow leaves to the left, and the hand drifts back a little.
      const opening = clamp(t * 8);
      const spring = clamp(t * 5);
      const wobble = Math.exp(-spring * 4) * Math.cos(spring * Math.PI * 3);
      const flight = clamp(t * 3.5);
      return {
        step,
        handX: FOLLOW_THROUGH * ease(t),
        handOpacity: 1,
        ...hand(1 - opening),
        markOpacity: 1 - opening,
        stringX: STRING_REST_X + DRAW_LENGTH * wobble * (spring < 1 ? 1 : 0),
        bend: Math.max(0, wobble),
        arrowX: flight < 1 ? -420 * flight * flight : undefined,
      };
    }
  }
}
