import { useId, useState } from 'react';
import type { MeasureBasis, MeasureConverter, MeasureUnit, Source } from '@shastra/content/schema';
import { SanskritName } from '../../components/SanskritName.tsx';
import { Citation } from '../../components/Citation.tsx';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { testIds } from '../../testIds.ts';
import { MeasurementScale, type ScaleMark } from './MeasurementScale.tsx';

// ---------------------------------------------------------------- numbers

/** A number as text, and whether the text had to round it. */
export interface Formatted {
  text: string;
  approximate: boolean;
}

const SUPERSCRIPTS: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Equal up to floating-point noise (0.3 × 96 is 28.799999999999997). */
const same = (a: number, b: number) => Math.abs(a - b) <= Math.abs(b) * 1e-9;

/** "1.302 × 10⁻⁶": for numbers too small or too large to write out. */
function scientific(value: number, digits: number): Formatted {
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  let mantissa = Number((value / 10 ** exponent).toPrecision(digits));
  let shown = exponent;
  if (Math.abs(mantissa) >= 10) {
    mantissa /= 10;
    shown += 1;
  }
  const power = [...String(shown)].map((c) => SUPERSCRIPTS[c] ?? c).join('');
  return {
    text: `${mantissa} × 10${power}`,
    approximate: !same(Number(value.toPrecision(digits)), value),
  };
}

/** A count of units: exact whole numbers in full ("25,165,824,000"), others to four digits. */
export function formatCount(value: number): Formatted {
  if (!Number.isFinite(value)) return { text: '–', approximate: false };
  if (value === 0) return { text: '0', approximate: false };
  const abs = Math.abs(value);
  const whole = Math.round(value);
  if (abs >= 1 && abs < 1e15 && same(whole, value)) return { text: grouped.format(whole), approximate: false };
  if (abs >= 1e15 || abs < 1e-3) return scientific(value, 4);
  if (abs >= 1000) return { text: oneDecimal.format(value), approximate: !same(Math.round(value * 10) / 10, value) };
  const rounded = Number(value.toPrecision(4));
  return { text: String(rounded), approximate: !same(rounded, value) };
}

/** A count with "≈" when it was rounded. */
export function countText(value: number): string {
  const { text, approximate } = formatCount(value);
  return approximate ? `≈ ${text}` : text;
}

const METRIC_UNITS = [
  { symbol: 'km', metres: 1000, from: 1000 },
  { symbol: 'm', metres: 1, from: 1 },
  { symbol: 'cm', metres: 0.01, from: 0.01 },
  { symbol: 'mm', metres: 0.001, from: 1e-4 },
  { symbol: 'µm', metres: 1e-6, from: 1e-9 },
] as const;
const threeDigits = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

/**
 * A length in the metric unit that suits it (µm for specks, cm for hands, km for journeys), to
 * three significant digits: "0.538 µm", "1.76 cm", "13.5 km".
 */
export function formatLength(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) return '–';
  if (metres === 0) return '0 m';
  if (metres >= 1e9) return `${scientific(metres / 1000, 3).text} km`;
  const unit = METRIC_UNITS.find((u) => metres >= u.from);
  if (!unit) return `${scientific(metres, 3).text} m`;
  return `${threeDigits.format(metres / unit.metres)} ${unit.symbol}`;
}

/** How long `angulas` aṅgulas are with this estimate of the aṅgula. */
export const metresOf = (angulas: number, basis: Pick<MeasureBasis, 'angula_mm'>) => (angulas * basis.angula_mm) / 1000;

/** "1/32,768" for the units below the aṅgula, "96" above. */
function angulaText(angulas: number): string {
  if (angulas >= 1) return countText(angulas);
  const parts = 1 / angulas;
  return Number.isInteger(parts) ? `1/${grouped.format(parts)}` : countText(angulas);
}

/**
 * What readers type: "2", "0.5", "2,000" (grouping commas) or "1,5" (a decimal comma).
 * Undefined when it is not a length (empty, not a number, negative).
 */
export function parseAmount(input: string): number | undefined {
  let text = input.trim().replace(/[\s_]/g, '');
  if (/^\d{1,3}(,\d{2,3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  else if (/^\d*,\d+$/.test(text)) text = text.replace(',', '.');
  if (!/^(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

// ---------------------------------------------------------------- pieces

function Citations({ sources }: { sources: readonly Source[] }) {
  if (sources.length === 0) return null;
  return (
    <span className="converter__cite">
      {' '}
      Source:{' '}
      {sources.map((source, i) => (
        <span key={`${source.text}|${source.ref}`}>
          {i > 0 && '; '}
          <Citation source={source} />
        </span>
      ))}
      .
    </span>
  );
}

function UnitName({ unit }: { unit: MeasureUnit }) {
  return (
    <>
      <span className="converter__unit-name">{unit.name}</span>{' '}
      <span className="converter__devanagari" lang="sa">
        {unit.sanskrit_name}
      </span>
    </>
  );
}

/** The chain as the text gives it: each unit, and how many of which unit make it. */
function RatioChain({ converter }: { converter: MeasureConverter }) {
  const nameOf = (id: string) => converter.units.find((u) => u.id === id)?.name.toLowerCase() ?? id;
  return (
    <figure className="ratio-chain" data-testid={testIds.measureChain}>
      <ol className="ratio-chain__list">
        {converter.units.map((unit, i) => {
          const step = unit.defined_as;
          const byPrevious = step !== undefined && converter.units[i - 1]?.id === step.unit;
          return (
            <li key={unit.id} className="ratio-chain__item" data-unit={unit.id}>
              {step && (
                <span className="ratio-chain__step" aria-hidden="true">
                  {byPrevious ? `×${countText(step.count)}` : `= ${countText(step.count)} ${nameOf(step.unit)}`}
                </span>
              )}
              <span className="ratio-chain__unit">
                <UnitName unit={unit} />
              </span>
              {step && (
                <span className="visually-hidden">
                  {`: ${countText(step.count)} ${nameOf(step.unit)}`}
                  {i < converter.units.length - 1 ? ';' : '.'}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <figcaption>
        The ladder of Arthaśāstra 2.20. “×8” means that eight of the unit before make the next one. Where the text
        counts a unit in some other unit instead, the step says which, as in “= 84 aṅgula”.
        <Citations sources={converter.sources} />
      </figcaption>
    </figure>
  );
}

/** The static table: every unit in the text's terms and in metric by each estimate. Needs no JavaScript. */
function ReferenceTable({ converter, captionId }: { converter: MeasureConverter; captionId: string }) {
  const nameOf = (id: string) => converter.units.find((u) => u.id === id)?.name.toLowerCase() ?? id;
  return (
    // Above 640 px the wrapper scrolls sideways if it must; a scrolling region must be reachable by
    // keyboard. At 640 px and below each row is a card of its own (converter.css), its cells
    // labelled by data-label, so the metric lengths show without scrolling.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WCAG 2.1.1: keyboard users scroll it too
    <div className="converter__table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="converter__table" data-testid={testIds.measureTable}>
        <caption id={captionId}>
          Every unit of Arthaśāstra 2.20, counted in aṅgulas and paramāṇus, and its length today by each modern estimate
          of the aṅgula.
        </caption>
        <thead>
          <tr>
            <th scope="col">Unit</th>
            <th scope="col">Defined as</th>
            <th scope="col">Aṅgulas</th>
            <th scope="col">Paramāṇus</th>
            {converter.bases.map((basis) => (
              <th scope="col" key={basis.id}>
                {basis.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {converter.units.map((unit) => (
            <tr key={unit.id} data-unit={unit.id}>
              <th scope="row">
                <UnitName unit={unit} />
                <span className="converter__meaning">{unit.meaning}</span>
                {unit.also_called.length > 0 && (
                  <span className="converter__meaning">
                    Also called{' '}
                    {unit.also_called.map((alias, i) => (
                      <span key={alias.name}>
                        {i > 0 && ', '}
                        <SanskritName devanagari={alias.sanskrit_name} iast={alias.name} />
                        {alias.note && ` (${alias.note})`}
                      </span>
                    ))}
                  </span>
                )}
              </th>
              <td data-label="Defined as">
                {unit.defined_as ? `${countText(unit.defined_as.count)} ${nameOf(unit.defined_as.unit)}` : '–'}
              </td>
              <td className="converter__number" data-label="Aṅgulas">
                {angulaText(unit.angulas)}
              </td>
              <td className="converter__number" data-label="Paramāṇus">
                {countText(unit.paramanus)}
              </td>
              {converter.bases.map((basis) => (
                <td className="converter__number" key={basis.id} data-label={basis.label}>
                  ≈ {formatLength(metresOf(unit.angulas, basis))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The interactive form: an amount in one unit, shown in every unit and in metric. */
function ConverterForm({
  converter,
  basis,
  onBasis,
}: {
  converter: MeasureConverter;
  basis: MeasureBasis;
  onBasis: (id: string) => void;
}) {
  const ids = { amount: useId(), unit: useId(), summary: useId() };
  const [amount, setAmount] = useState('1');
  const [unitId, setUnitId] = useState(converter.units[converter.units.length - 1]?.id ?? '');
  const from = converter.units.find((u) => u.id === unitId) ?? converter.units[0];
  const value = parseAmount(amount);
  if (!from) return null;
  const angulas = value === undefined ? undefined : value * from.angulas;
  const base = converter.units.find((u) => u.id === converter.base_unit);
  return (
    <form className="converter__form" data-testid={testIds.measureForm} onSubmit={(event) => event.preventDefault()}>
      <div className="converter__fields">
        <div className="converter__field">
          <label htmlFor={ids.amount}>Amount</label>
          <input
            id={ids.amount}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={amount}
            aria-invalid={value === undefined ? true : undefined}
            aria-describedby={ids.summary}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div className="converter__field">
          <label htmlFor={ids.unit}>Unit</label>
          <select id={ids.unit} value={from.id} onChange={(event) => setUnitId(event.target.value)}>
            {converter.units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="converter__bases">
        <legend>Modern estimate of the aṅgula</legend>
        {converter.bases.map((option) => (
          <label key={option.id} className="converter__basis">
            <input
              type="radio"
              name="measure-basis"
              value={option.id}
              checked={option.id === basis.id}
              onChange={() => onBasis(option.id)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <p id={ids.summary} className="converter__summary" aria-live="polite" data-testid={testIds.measureSummary}>
        {angulas === undefined ? (
          'Type a length as a number, such as 2, 0.5 or 2,000.'
        ) : (
          <>
            <strong>
              {countText(value ?? 0)} {from.name.toLowerCase()}
            </strong>
            {from.id !== base?.id && ` = ${countText(angulas)} ${base?.name.toLowerCase() ?? ''}`}
            {` ≈ ${formatLength(metresOf(angulas, basis))}`}
            <span className="converter__summary-basis"> with the {basis.label}</span>
          </>
        )}
      </p>
      {angulas !== undefined && (
        <dl className="converter__results" data-testid={testIds.measureResults}>
          {converter.units.map((unit) => (
            <div
              key={unit.id}
              className={`converter__result${unit.id === from.id ? ' converter__result--from' : ''}`}
              data-unit={unit.id}
            >
              <dt>
                <UnitName unit={unit} />
              </dt>
              <dd>{countText(angulas / unit.angulas)}</dd>
            </div>
          ))}
        </dl>
      )}
    </form>
  );
}

/** Where each modern estimate comes from, and the other texts' yojanas. Static. */
function Bases({ converter }: { converter: MeasureConverter }) {
  return (
    <div className="converter__bases-info">
      <dl className="converter__basis-list">
        {converter.bases.map((basis) => (
          <div key={basis.id}>
            <dt>{basis.label}</dt>
            <dd>
              {basis.description}
              <Citations sources={basis.sources} />
            </dd>
          </div>
        ))}
      </dl>
      {converter.other_yojanas.length > 0 && (
        <>
          <h4>Other books, other yojanas</h4>
          <ul className="converter__other">
            {converter.other_yojanas.map((yojana) => (
              <li key={yojana.name}>
                <strong>{yojana.name}:</strong> {yojana.description}
                <Citations sources={yojana.sources} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The measurement converter of /ancient_indian_measurements: the chain of Arthaśāstra 2.20, a
 * static table of every unit (all that shows without JavaScript), the visual scale, and, once
 * React runs in the browser, a form that converts any amount. The form appears only after
 * hydration (useHydrated), so the server's HTML and the first browser render are the same.
 */
export default function MeasurementConverter({ converter }: { converter: MeasureConverter }) {
  const hydrated = useHydrated();
  const captionId = useId();
  const [basisId, setBasisId] = useState(converter.bases[0]?.id ?? '');
  const basis = converter.bases.find((b) => b.id === basisId) ?? converter.bases[0];
  if (!basis) return null;
  const unitMarks: ScaleMark[] = converter.units.map((unit) => {
    const metres = metresOf(unit.angulas, basis);
    return { id: unit.id, label: unit.name, detail: `≈ ${formatLength(metres)}`, metres };
  });
  const objectMarks: ScaleMark[] = converter.objects.map((object) => ({
    id: object.id,
    label: object.name,
    // "≈" as the units' labels have it: "about " made the longest label too wide for a phone.
    detail: `${object.approximate ? '≈ ' : ''}${formatLength(object.metres)} ${object.dimension}`,
    metres: object.metres,
  }));
  const notes = converter.units.filter((unit) => unit.note);
  return (
    <section className="converter" aria-labelledby="converter-title" data-testid={testIds.measureConverter}>
      <h2 id="converter-title">Convert the old units</h2>
      <p className="converter__intro">{converter.intro}</p>

      <h3>The ladder, step by step</h3>
      <RatioChain converter={converter} />

      {hydrated && (
        <>
          <h3>Convert an amount</h3>
          <ConverterForm converter={converter} basis={basis} onBasis={setBasisId} />
        </>
      )}

      <h3>Every unit at a glance</h3>
      <ReferenceTable converter={converter} captionId={captionId} />
      {notes.length > 0 && (
        <ul className="converter__notes">
          {notes.map((unit) => (
            <li key={unit.id}>
              <strong>{unit.name}:</strong> {unit.note}
              <Citations sources={unit.sources} />
            </li>
          ))}
        </ul>
      )}

      <div className="converter__pair">
        <div>
          <h3>Where the metric lengths come from</h3>
          <Bases converter={converter} />
        </div>
        <figure className="converter__scale">
          <h3>How big is that?</h3>
          <MeasurementScale units={unitMarks} objects={objectMarks} basisLabel={basis.label} />
          <figcaption>
            <span className="converter__key converter__key--unit" aria-hidden="true" /> Units of the Arthaśāstra, with
            the {basis.label}. <span className="converter__key converter__key--object" aria-hidden="true" /> Things we
            know. Every grid line is ten times longer than the one below it; the shaded part, under about 0.1 mm, holds
            specks too small to see without a lens.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
