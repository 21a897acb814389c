import { useId } from 'react';
import type { Locale } from '@shastra/content/contract/locales';
import { useLocale, useMessages } from '../../i18n/I18n.tsx';
import { fill } from '../../i18n/format.ts';
import type { Messages } from '../../i18n/messages/types.ts';
import { testIds } from '../../testIds.ts';

/** One mark on the scale: an old unit or a familiar thing. */
export interface ScaleMark {
  id: string;
  /** The first line of the label: "Yojana", "A cricket pitch". */
  label: string;
  /** The second line: the size in words, "13.5 km", "20.1 m long". */
  detail: string;
  metres: number;
}

// The drawing is a ladder on a ten-times (logarithmic) scale: every grid line is ten times the
// length of the one below it, from 0.1 µm at the bottom to 100 km at the top. Old units hang on the
// left of the axis, familiar things on the right. All sizes are in viewBox units. The drawing is
// only as wide as its longest labels need (at the type sizes of converter.css), so on a 375 px
// phone, where it is drawn 335 px wide, its smallest type is still 12 px.
const WIDTH = 384;
const TOP = 46;
const DECADE = 40;
const MIN_EXPONENT = -7;
const MAX_EXPONENT = 5;
const PLOT_BOTTOM = TOP + (MAX_EXPONENT - MIN_EXPONENT) * DECADE;
const HEIGHT = PLOT_BOTTOM + 18;
/** Where the grid lines start: past the widest grid label ("0.1 mm", 50 wide; "100 किमी", 54). */
const GUTTERS: Readonly<Record<Locale, number>> = { en: 54, hi: 58 };
const AXIS = 216;
const UNIT_MARK_X = AXIS - 7;
const OBJECT_MARK_X = AXIS + 7;
const UNIT_LABEL_X = AXIS - 28;
const OBJECT_LABEL_X = AXIS + 28;
/** A label's second line sits this far below its first. */
const DETAIL_DY = 16;
/** Two lines of label need this much room; labels closer than this are pushed apart. */
const LABEL_GAP = 34;
/** Below about 0.1 mm a speck is too small to make out with the naked eye. */
const EYE_LIMIT_METRES = 1e-4;

/** The grid lines' labels: a number and its metric unit (the unit's symbol is the edition's). */
const DECADE_LABELS: Record<number, { value: string; unit: keyof Messages['converter']['lengths'] }> = {
  [-7]: { value: '0.1', unit: 'um' },
  [-6]: { value: '1', unit: 'um' },
  [-5]: { value: '10', unit: 'um' },
  [-4]: { value: '0.1', unit: 'mm' },
  [-3]: { value: '1', unit: 'mm' },
  [-2]: { value: '1', unit: 'cm' },
  [-1]: { value: '10', unit: 'cm' },
  0: { value: '1', unit: 'm' },
  1: { value: '10', unit: 'm' },
  2: { value: '100', unit: 'm' },
  3: { value: '1', unit: 'km' },
  4: { value: '10', unit: 'km' },
  5: { value: '100', unit: 'km' },
};

/** The height on the drawing of a length, kept inside the plot. */
function scaleY(metres: number): number {
  const exponent = Math.min(MAX_EXPONENT, Math.max(MIN_EXPONENT, Math.log10(metres)));
  return TOP + (MAX_EXPONENT - exponent) * DECADE;
}

/**
 * Label positions as close as possible to `wanted` (sorted top to bottom) while keeping `gap`
 * between neighbours and staying within [min, max]: neighbours that overlap push each other apart
 * until nothing overlaps. Deterministic, so the server and the browser draw the same picture.
 */
function spreadLabels(wanted: readonly number[], gap: number, min: number, max: number): number[] {
  const placed = [...wanted];
  for (let round = 0; round < 500; round++) {
    let moved = false;
    for (let i = 1; i < placed.length; i++) {
      const above = placed[i - 1] ?? 0;
      const below = placed[i] ?? 0;
      const overlap = above + gap - below;
      if (overlap > 0.01) {
        placed[i - 1] = above - overlap / 2;
        placed[i] = below + overlap / 2;
        moved = true;
      }
    }
    const first = placed[0];
    if (first !== undefined && first < min) {
      placed[0] = min;
      moved = true;
    }
    const last = placed[placed.length - 1];
    if (last !== undefined && last > max) {
      placed[placed.length - 1] = max;
      moved = true;
    }
    if (!moved) break;
  }
  return placed;
}

interface PlacedMark extends ScaleMark {
  markY: number;
  labelY: number;
}

function place(marks: readonly ScaleMark[]): PlacedMark[] {
  const sorted = [...marks].sort((a, b) => b.metres - a.metres);
  // The name's baseline a little below the mark, so the two-line label sits centred on it.
  const wanted = sorted.map((mark) => scaleY(mark.metres) - 1);
  const labels = spreadLabels(wanted, LABEL_GAP, TOP + 4, PLOT_BOTTOM - 8);
  return sorted.map((mark, i) => ({ ...mark, markY: scaleY(mark.metres), labelY: labels[i] ?? 0 }));
}

function Label({ mark, side }: { mark: PlacedMark; side: 'unit' | 'object' }) {
  const unit = side === 'unit';
  const x = unit ? UNIT_LABEL_X : OBJECT_LABEL_X;
  const leaderEnd = unit ? UNIT_MARK_X - 7 : OBJECT_MARK_X + 7;
  return (
    <g className={`measure-scale__mark measure-scale__mark--${side}`}>
      <path
        className="measure-scale__leader"
        d={`M${x + (unit ? 5 : -5)} ${mark.labelY - 5} L${leaderEnd} ${mark.markY}`}
      />
      {unit ? (
        <circle className="measure-scale__dot" cx={UNIT_MARK_X} cy={mark.markY} r="5" />
      ) : (
        <rect
          className="measure-scale__dot"
          x={OBJECT_MARK_X - 4}
          y={mark.markY - 4}
          width="8"
          height="8"
          transform={`rotate(45 ${OBJECT_MARK_X} ${mark.markY})`}
        />
      )}
      <text className="measure-scale__label" x={x} y={mark.labelY} textAnchor={unit ? 'end' : 'start'}>
        {mark.label}
      </text>
      <text className="measure-scale__detail" x={x} y={mark.labelY + DETAIL_DY} textAnchor={unit ? 'end' : 'start'}>
        {mark.detail}
      </text>
    </g>
  );
}

/**
 * The visual scale: the units of the chain beside familiar things, as an SVG ladder on a
 * ten-times scale (the units span more than ten powers of ten, too many for an even scale).
 * Colours come from the site's CSS custom properties (converter.css), so themes apply.
 */
export function MeasurementScale({
  units,
  objects,
  basisLabel,
}: {
  units: readonly ScaleMark[];
  objects: readonly ScaleMark[];
  /** Which estimate of the aṅgula placed the units: named in the text alternative. */
  basisLabel: string;
}) {
  const t = useMessages('converter');
  const gutter = GUTTERS[useLocale()];
  const titleId = useId();
  const descId = useId();
  const placedUnits = place(units);
  const placedObjects = place(objects);
  const exponents = Array.from({ length: MAX_EXPONENT - MIN_EXPONENT + 1 }, (_, i) => MAX_EXPONENT - i);
  const eyeY = scaleY(EYE_LIMIT_METRES);
  const decadeLabel = (exponent: number) => {
    const label = DECADE_LABELS[exponent];
    return label && fill(t.lengths[label.unit], { value: label.value });
  };
  const describe = (marks: readonly ScaleMark[]) => marks.map((m) => `${m.label}, ${m.detail}`).join('; ');
  return (
    <svg
      className="measure-scale"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      data-testid={testIds.measureScale}
    >
      <title id={titleId}>{t.scale.title}</title>
      <desc id={descId}>
        {fill(t.scale.description, { basis: basisLabel, units: describe(units), objects: describe(objects) })}
      </desc>
      <rect className="measure-scale__band" x={gutter} y={eyeY} width={WIDTH - gutter} height={PLOT_BOTTOM - eyeY} />
      {exponents.map((exponent) => {
        const y = TOP + (MAX_EXPONENT - exponent) * DECADE;
        return (
          <g key={exponent}>
            <line className="measure-scale__grid" x1={gutter} x2={WIDTH} y1={y} y2={y} />
            <text className="measure-scale__decade" x="0" y={y + 4}>
              {decadeLabel(exponent)}
            </text>
          </g>
        );
      })}
      <line className="measure-scale__axis" x1={AXIS} x2={AXIS} y1={TOP} y2={PLOT_BOTTOM} />
      <text className="measure-scale__heading" x={UNIT_LABEL_X} y="20" textAnchor="end">
        {t.scale.unitsHeading}
      </text>
      <text className="measure-scale__heading" x={OBJECT_LABEL_X} y="20">
        {t.scale.objectsHeading}
      </text>
      {placedUnits.map((mark) => (
        <Label key={mark.id} mark={mark} side="unit" />
      ))}
      {placedObjects.map((mark) => (
        <Label key={mark.id} mark={mark} side="object" />
      ))}
    </svg>
  );
}
