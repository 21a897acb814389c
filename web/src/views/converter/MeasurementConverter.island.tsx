import { Fragment, useId, useState, type ReactNode } from 'react';
import type { Locale } from '@shastra/content/contract/locales';
import type { MeasureBasis, MeasureConverter, MeasureUnit, Source } from '@shastra/content/schema';
import { SanskritName } from '../../components/SanskritName.tsx';
import { Citation } from '../../components/Citation.tsx';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { useLocale, useMessages } from '../../i18n/I18n.tsx';
import { fill, formatNumber } from '../../i18n/format.ts';
import { RichText } from '../../i18n/RichText.tsx';
import type { Messages } from '../../i18n/messages/types.ts';
import { testIds } from '../../testIds.ts';
import { MeasurementScale, type ScaleMark } from './MeasurementScale.tsx';
import { Prose } from '../../components/Prose.tsx';

type ConverterMessages = Messages['converter'];

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

/** The three ways numbers are written here: whole and grouped, to one decimal, to three significant digits. */
const NUMBER_STYLES = {
  grouped: { maximumFractionDigits: 0 },
  oneDecimal: { maximumFractionDigits: 1 },
  threeDigits: { maximumSignificantDigits: 3 },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

// formatNumber builds an Intl.NumberFormat on each call (a tenth of a millisecond or more), and
// the converter writes over a hundred numbers a render, again on every keystroke, mostly the same
// ones: each edition's texts are kept (a few hundred at most).
const numberTexts = new Map<string, string>();

function numberText(locale: Locale, style: keyof typeof NUMBER_STYLES, value: number): string {
  const key = `${locale}|${style}|${value}`;
  let text = numberTexts.get(key);
  if (text === undefined) {
    if (numberTexts.size >= 2000) numberTexts.clear();
    text = formatNumber(locale, value, NUMBER_STYLES[style]);
    numberTexts.set(key, text);
  }
  return text;
}

/** Equal up to floating-point noise (0.3 × 96 is 28.799999999999997). */
const same = (a: number, b: number) => Math.abs(a - b) <= Math.abs(b) * 1e-9;

/** "1.302 × 10⁻⁶": for numbers too small or too large to write out (no grouping, so alike in every edition). */
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

/**
 * A count of units: exact whole numbers in full ("25,165,824,000"; in Hindi "25,16,58,24,000"),
 * others to four digits.
 */
export function formatCount(value: number, locale: Locale = 'en'): Formatted {
  if (!Number.isFinite(value)) return { text: '–', approximate: false };
  if (value === 0) return { text: '0', approximate: false };
  const abs = Math.abs(value);
  const whole = Math.round(value);
  if (abs >= 1 && abs < 1e15 && same(whole, value)) {
    return { text: numberText(locale, 'grouped', whole), approximate: false };
  }
  if (abs >= 1e15 || abs < 1e-3) return scientific(value, 4);
  if (abs >= 1000) {
    return {
      text: numberText(locale, 'oneDecimal', value),
      approximate: !same(Math.round(value * 10) / 10, value),
    };
  }
  const rounded = Number(value.toPrecision(4));
  return { text: String(rounded), approximate: !same(rounded, value) };
}

/** A count with "≈" when it was rounded. */
export function countText(value: number, locale: Locale = 'en'): string {
  const { text, approximate } = formatCount(value, locale);
  return approximate ? `≈ ${text}` : text;
}

/** The metric units' templates ("{value} km"), from the converter's interface strings. */
export type LengthTemplates = ConverterMessages['lengths'];

const METRIC_UNITS = [
  { unit: 'km', metres: 1000, from: 1000 },
  { unit: 'm', metres: 1, from: 1 },
  { unit: 'cm', metres: 0.01, from: 0.01 },
  { unit: 'mm', metres: 0.001, from: 1e-4 },
  { unit: 'um', metres: 1e-6, from: 1e-9 },
] as const;

/**
 * A length in the metric unit that suits it (µm for specks, cm for hands, km for journeys), to
 * three significant digits: "0.538 µm", "1.76 cm", "13.5 km".
 */
export function formatLength(metres: number, locale: Locale, lengths: LengthTemplates): string {
  if (!Number.isFinite(metres) || metres < 0) return '–';
  if (metres === 0) return fill(lengths.m, { value: '0' });
  if (metres >= 1e9) return fill(lengths.km, { value: scientific(metres / 1000, 3).text });
  const unit = METRIC_UNITS.find((u) => metres >= u.from);
  if (!unit) return fill(lengths.m, { value: scientific(metres, 3).text });
  return fill(lengths[unit.unit], { value: numberText(locale, 'threeDigits', metres / unit.metres) });
}

/** How long `angulas` aṅgulas are with this estimate of the aṅgula. */
export const metresOf = (angulas: number, basis: Pick<MeasureBasis, 'angula_mm'>) => (angulas * basis.angula_mm) / 1000;

/** "1/32,768" for the units below the aṅgula, "96" above. */
function angulaText(angulas: number, locale: Locale): string {
  if (angulas >= 1) return countText(angulas, locale);
  const parts = 1 / angulas;
  return Number.isInteger(parts) ? `1/${numberText(locale, 'grouped', parts)}` : countText(angulas, locale);
}

/**
 * What readers type: "2", "0.5", "2,000" (grouping commas) or "1,5" (a decimal comma), in Latin
 * or Devanagari digits ("२,०००": a Hindi keyboard types those). Undefined when it is not a length
 * (empty, not a number, negative).
 */
export function parseAmount(input: string): number | undefined {
  let text = input
    .trim()
    .replace(/[\s_]/g, '')
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x966));
  if (/^\d{1,3}(,\d{2,3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  else if (/^\d*,\d+$/.test(text)) text = text.replace(',', '.');
  if (!/^(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

// ---------------------------------------------------------------- pieces

/** A template some of whose {placeholders} are elements: "Source: {citations}.". */
function fillNodes(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = template.split(/\{(\w+)\}/);
  return parts.map((part, i) =>
    i % 2 === 0 ? part : <Fragment key={`${part}-${i}`}>{part in values ? values[part] : `{${part}}`}</Fragment>,
  );
}

/**
 * One word in two Devanagari spellings that differ only by convention: Hindi writes an anusvāra
 * for a nasal before a consonant of its class (अंगुल, Sanskrit अङ्गुल) and may hyphenate a compound
 * (रथचक्र-विप्रुट्). In the Hindi edition a unit's name is the Sanskrit word itself, so it is written once.
 */
function sameWord(a: string, b: string): boolean {
  const plain = (word: string) =>
    word.replace(/[-\s\u200c\u200d]/g, '').replace(/ङ्(?=[क-घ])|ञ्(?=[च-झ])|ण्(?=[ट-ढ])|न्(?=[त-ध])|म्(?=[प-भ])/g, 'ं');
  return plain(a) === plain(b);
}

function Citations({ sources }: { sources: readonly Source[] }) {
  const t = useMessages('converter');
  if (sources.length === 0) return null;
  const citations = sources.map((source, i) => (
    <span key={`${source.text}|${source.ref}`}>
      {i > 0 && '; '}
      <Citation source={source} />
    </span>
  ));
  return <span className="converter__cite"> {fillNodes(t.source, { citations })}</span>;
}

function UnitName({ unit }: { unit: MeasureUnit }) {
  if (sameWord(unit.name, unit.sanskrit_name)) return <span className="converter__unit-name">{unit.name}</span>;
  return (
    <>
      <span className="converter__unit-name">{unit.name}</span>{' '}
      <span className="converter__devanagari" lang="sa">
        {unit.sanskrit_name}
      </span>
    </>
  );
}

/** Another name of a unit: in English the Sanskrit with its IAST, in Hindi the name (and the Sanskrit if spelt otherwise). */
function AliasName({ alias }: { alias: MeasureUnit['also_called'][number] }) {
  const locale = useLocale();
  if (locale === 'en') return <SanskritName devanagari={alias.sanskrit_name} iast={alias.name} />;
  if (sameWord(alias.name, alias.sanskrit_name)) return <>{alias.name}</>;
  return (
    <>
      {alias.name} (<span lang="sa">{alias.sanskrit_name}</span>)
    </>
  );
}

/** A unit's name inside a phrase ("8 yavamadhya"); Devanagari is left as it is. */
const lowerName = (converter: MeasureConverter, id: string) =>
  converter.units.find((u) => u.id === id)?.name.toLowerCase() ?? id;

/** The chain as the text gives it: each unit, and how many of which unit make it. */
function RatioChain({ converter }: { converter: MeasureConverter }) {
  const locale = useLocale();
  const t = useMessages('converter');
  return (
    <figure className="ratio-chain" data-testid={testIds.measureChain}>
      <ol className="ratio-chain__list">
        {converter.units.map((unit, i) => {
          const step = unit.defined_as;
          const byPrevious = step !== undefined && converter.units[i - 1]?.id === step.unit;
          const counted = step && { count: countText(step.count, locale), unit: lowerName(converter, step.unit) };
          return (
            <li key={unit.id} className="ratio-chain__item" data-unit={unit.id}>
              {counted && (
                <span className="ratio-chain__step" aria-hidden="true">
                  {byPrevious ? `×${counted.count}` : `= ${fill(t.quantity, counted)}`}
                </span>
              )}
              <span className="ratio-chain__unit">
                <UnitName unit={unit} />
              </span>
              {counted && (
                <span className="visually-hidden">
                  {fill(i < converter.units.length - 1 ? t.chainStepSpoken : t.chainStepSpokenLast, counted)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <figcaption>
        {t.chainCaption}
        <Citations sources={converter.sources} />
      </figcaption>
    </figure>
  );
}

/** The static table: every unit in the text's terms and in metric by each estimate. Needs no JavaScript. */
function ReferenceTable({ converter, captionId }: { converter: MeasureConverter; captionId: string }) {
  const locale = useLocale();
  const t = useMessages('converter');
  const { columns } = t;
  return (
    // Above 640 px the wrapper scrolls sideways if it must; a scrolling region must be reachable by
    // keyboard. At 640 px and below each row is a card of its own (converter.css), its cells
    // labelled by data-label, so the metric lengths show without scrolling.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WCAG 2.1.1: keyboard users scroll it too
    <div className="converter__table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="converter__table" data-testid={testIds.measureTable}>
        <caption id={captionId}>{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.unit}</th>
            <th scope="col">{columns.definedAs}</th>
            <th scope="col">{columns.angulas}</th>
            <th scope="col">{columns.paramanus}</th>
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
                    {fillNodes(t.alsoCalled, {
                      names: unit.also_called.map((alias, i) => (
                        <span key={alias.name}>
                          {i > 0 && ', '}
                          <AliasName alias={alias} />
                          {alias.note && (
                            <>
                              {' ('}
                              <Prose text={alias.note} />)
                            </>
                          )}
                        </span>
                      )),
                    })}
                  </span>
                )}
              </th>
              <td data-label={columns.definedAs}>
                {unit.defined_as
                  ? fill(t.quantity, {
                      count: countText(unit.defined_as.count, locale),
                      unit: lowerName(converter, unit.defined_as.unit),
                    })
                  : '–'}
              </td>
              <td className="converter__number" data-label={columns.angulas}>
                {angulaText(unit.angulas, locale)}
              </td>
              <td className="converter__number" data-label={columns.paramanus}>
                {countText(unit.paramanus, locale)}
              </td>
              {converter.bases.map((basis) => (
                <td className="converter__number" key={basis.id} data-label={basis.label}>
                  ≈ {formatLength(metresOf(unit.angulas, basis), locale, t.lengths)}
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
  const locale = useLocale();
  const t = useMessages('converter');
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
          <label htmlFor={ids.amount}>{t.form.amount}</label>
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
          <label htmlFor={ids.unit}>{t.form.unit}</label>
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
        <legend>{t.form.basisLegend}</legend>
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
          t.form.typeNumber
        ) : (
          <RichText
            template={fill(from.id === base?.id ? t.form.summaryInBaseUnit : t.form.summary, {
              count: countText(value ?? 0, locale),
              unit: from.name.toLowerCase(),
              angulas: countText(angulas, locale),
              baseUnit: base?.name.toLowerCase() ?? '',
              length: formatLength(metresOf(angulas, basis), locale, t.lengths),
              basis: basis.label,
            })}
            tags={{
              amount: (text) => <strong>{text}</strong>,
              basis: (text) => <span className="converter__summary-basis">{text}</span>,
            }}
          />
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
              <dd>{countText(angulas / unit.angulas, locale)}</dd>
            </div>
          ))}
        </dl>
      )}
    </form>
  );
}

/** Where each modern estimate comes from, and the other texts' yojanas. Static. */
function Bases({ converter }: { converter: MeasureConverter }) {
  const t = useMessages('converter');
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
          <h4>{t.otherYojanas}</h4>
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
  const locale = useLocale();
  const t = useMessages('converter');
  const hydrated = useHydrated();
  const captionId = useId();
  const [basisId, setBasisId] = useState(converter.bases[0]?.id ?? '');
  const basis = converter.bases.find((b) => b.id === basisId) ?? converter.bases[0];
  if (!basis) return null;
  const length = (metres: number) => formatLength(metres, locale, t.lengths);
  const unitMarks: ScaleMark[] = converter.units.map((unit) => {
    const metres = metresOf(unit.angulas, basis);
    return { id: unit.id, label: unit.name, detail: `≈ ${length(metres)}`, metres };
  });
  const objectMarks: ScaleMark[] = converter.objects.map((object) => ({
    id: object.id,
    label: object.name,
    // "≈" as the units' labels have it: "about " made the longest label too wide for a phone.
    detail: `${object.approximate ? '≈ ' : ''}${fill(t.scale.objectDetail, { length: length(object.metres), dimension: object.dimension })}`,
    metres: object.metres,
  }));
  const notes = converter.units.filter((unit) => unit.note);
  return (
    <section className="converter" aria-labelledby="converter-title" data-testid={testIds.measureConverter}>
      <h2 id="converter-title">{t.title}</h2>
      <p className="converter__intro">{converter.intro}</p>

      <h3>{t.ladderTitle}</h3>
      <RatioChain converter={converter} />

      {hydrated && (
        <>
          <h3>{t.convertTitle}</h3>
          <ConverterForm converter={converter} basis={basis} onBasis={setBasisId} />
        </>
      )}

      <h3>{t.tableTitle}</h3>
      <ReferenceTable converter={converter} captionId={captionId} />
      {notes.length > 0 && (
        <ul className="converter__notes">
          {notes.map((unit) => (
            <li key={unit.id}>
              <strong>{unit.name}:</strong> <Prose text={unit.note ?? ''} />
              <Citations sources={unit.sources} />
            </li>
          ))}
        </ul>
      )}

      <div className="converter__pair">
        <div>
          <h3>{t.basesTitle}</h3>
          <Bases converter={converter} />
        </div>
        <figure className="converter__scale">
          <h3>{t.scaleTitle}</h3>
          <MeasurementScale units={unitMarks} objects={objectMarks} basisLabel={basis.label} />
          <figcaption>
            {fillNodes(t.scale.caption, {
              unitKey: <span className="converter__key converter__key--unit" aria-hidden="true" />,
              objectKey: <span className="converter__key converter__key--object" aria-hidden="true" />,
              basis: basis.label,
            })}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
