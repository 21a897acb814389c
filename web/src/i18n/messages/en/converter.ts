import type { MessageTree } from '../shape.ts';

/**
 * The measurement converter on /ancient_indian_measurements (views/converter). Unit names, the
 * estimates' labels and the familiar things are content. `{count}`, `{value}`… arrive formatted.
 */
export const converter = {
  title: 'Convert the old units',
  ladderTitle: 'The ladder, step by step',
  convertTitle: 'Convert an amount',
  tableTitle: 'Every unit at a glance',
  basesTitle: 'Where the metric lengths come from',
  scaleTitle: 'How big is that?',
  otherYojanas: 'Other books, other yojanas',
  /** After a caption or a note; `{citations}` are the citations joined with "; ". */
  source: 'Source: {citations}.',
  /** A number of a unit: "8 yavamadhya", "= 84 aṅgula" on the ladder. */
  quantity: '{count} {unit}',
  /** On the ladder, for screen readers, after a unit's name: how it is defined. */
  chainStepSpoken: ': {count} {unit};',
  /** The same, after the last unit of the ladder. */
  chainStepSpokenLast: ': {count} {unit}.',
  chainCaption:
    'The ladder of Arthaśāstra 2.20. “×8” means that eight of the unit before make the next one. Where the text counts a unit in some other unit instead, the step says which, as in “= 84 aṅgula”.',
  tableCaption:
    'Every unit of Arthaśāstra 2.20, counted in aṅgulas and paramāṇus, and its length today by each modern estimate of the aṅgula.',
  /** Column headers, also the labels of the lines of each unit's card on a phone. */
  columns: {
    unit: 'Unit',
    definedAs: 'Defined as',
    angulas: 'Aṅgulas',
    paramanus: 'Paramāṇus',
  },
  /** `{names}`: the other names, joined with ", ". */
  alsoCalled: 'Also called {names}',
  form: {
    amount: 'Amount',
    unit: 'Unit',
    basisLegend: 'Modern estimate of the aṅgula',
    typeNumber: 'Type a length as a number, such as 2, 0.5 or 2,000.',
    /**
     * The result, read aloud as it changes. <amount> is shown in bold, <basis> in small type;
     * `{basis}` is the estimate's label ("Maurya aṅgula, 1.763 cm").
     */
    summary: '<amount>{count} {unit}</amount> = {angulas} {baseUnit} ≈ {length}<basis> with the {basis}</basis>',
    /** The same when the amount is already in aṅgulas. */
    summaryInBaseUnit: '<amount>{count} {unit}</amount> ≈ {length}<basis> with the {basis}</basis>',
  },
  /** A length in metric units; `{value}` is the formatted number. */
  lengths: {
    km: '{value} km',
    m: '{value} m',
    cm: '{value} cm',
    mm: '{value} mm',
    um: '{value} µm',
  },
  scale: {
    /** The SVG's title. */
    title: 'The old units beside things we know, on a ten-times scale',
    /**
     * The SVG's description, for screen readers. `{units}` and `{objects}`: "{label}, {detail}"
     * for each mark, joined with "; ".
     */
    description:
      'Each grid line is ten times longer than the one below it, from 0.1 micrometre at the bottom to 100 kilometres at the top; the shaded part, below about 0.1 mm, holds specks too small to see without a lens. Units of Arthaśāstra 2.20 with the {basis}: {units}. Things we know: {objects}.',
    unitsHeading: 'Arthaśāstra units',
    objectsHeading: 'Things we know',
    /** A familiar thing's size: "20.1 m long" (`{dimension}` is content). */
    objectDetail: '{length} {dimension}',
    /** Under the scale; {unitKey} and {objectKey} are the colour keys of the two kinds of mark. */
    caption:
      '{unitKey} Units of the Arthaśāstra, with the {basis}. {objectKey} Things we know. Every grid line is ten times longer than the one below it; the shaded part, under about 0.1 mm, holds specks too small to see without a lens.',
  },
} satisfies MessageTree;
