import { describe, expect, it } from 'vitest';
import { gripSchema } from '@shastra/content/media';
import { loadCorpus } from '@shastra/content';
import { GRIP_STEPS, gripFrame, NOCK_X, STEP_ENDS, STILL_MS, stepAt, STRING_REST_X, TOTAL_MS } from './gripTimeline.ts';

const simhakarna = gripSchema.parse({
  forefinger: [
    [208, 104],
    [184, 97],
    [190, 119],
  ],
  thumb: [
    [222, 138],
    [160, 127],
  ],
  mark: [191, 123],
});

describe('the string-grip timeline', () => {
  it('has four steps in order, and the still is the end of the draw', () => {
    expect(GRIP_STEPS.map((step) => step.id)).toEqual(['take', 'close', 'draw', 'release']);
    expect(STILL_MS).toBe(STEP_ENDS[2]);
    expect(stepAt(0)).toBe(0);
    expect(stepAt(STILL_MS)).toBe(2);
    expect(stepAt(STILL_MS + 1)).toBe(3);
    expect(stepAt(TOTAL_MS + 1000)).toBe(3);
  });

  it('starts with the open hand away from the string at rest, the arrow nocked', () => {
    const frame = gripFrame(simhakarna, 0);
    expect(frame.handOpacity).toBe(0);
    expect(frame.handX).toBeGreaterThan(STRING_REST_X - NOCK_X);
    expect(frame.stringX).toBe(STRING_REST_X);
    expect(frame.arrowX).toBe(STRING_REST_X - NOCK_X);
    expect(frame.markOpacity).toBe(0);
  });

  it('has the hand on the string at rest, closed into the grip, after the first two steps', () => {
    const frame = gripFrame(simhakarna, STEP_ENDS[1] ?? 0);
    expect(frame.handX).toBe(STRING_REST_X - NOCK_X);
    expect(frame.forefinger).toEqual(simhakarna.forefinger);
    expect(frame.thumb).toEqual([
      [222, 138],
      [191, 132.5],
      [160, 127],
    ]);
    expect(frame.markOpacity).toBe(1);
  });

  it('holds the grip at full draw in the still: string and arrow at the nock, the bow bent', () => {
    const frame = gripFrame(simhakarna, STILL_MS);
    expect(frame).toMatchObject({ handX: 0, stringX: NOCK_X, arrowX: 0, bend: 1, markOpacity: 1, step: 2 });
    expect(frame.forefinger).toEqual(simhakarna.forefinger);
  });

  it('ends released: the fingers open, the string back at rest, the arrow gone', () => {
    const frame = gripFrame(simhakarna, TOTAL_MS);
    expect(frame.stringX).toBe(STRING_REST_X);
    expect(frame.arrowX).toBeUndefined();
    expect(frame.markOpacity).toBe(0);
    expect(frame.forefinger).not.toEqual(simhakarna.forefinger);
  });

  it('moves the string and the hand together while drawing', () => {
    const midDraw = (STEP_ENDS[1] ?? 0) + 500;
    const frame = gripFrame(simhakarna, midDraw);
    expect(frame.stringX).toBeGreaterThan(STRING_REST_X);
    expect(frame.stringX).toBeLessThan(NOCK_X);
    expect(frame.stringX - NOCK_X).toBeCloseTo(frame.handX, 5);
  });

  it('has drawing data for every grip of the corpus, inside the picture', () => {
    const gunmushti = loadCorpus().categories.find((category) => category.id === 'gunmushti');
    const grips = gunmushti?.items.map((item) => item.grip) ?? [];
    expect(grips).toHaveLength(5);
    for (const grip of grips) {
      expect(grip).toBeDefined();
      if (grip) expect(gripFrame(grip, STILL_MS).forefinger).toHaveLength(3);
    }
  });
});
