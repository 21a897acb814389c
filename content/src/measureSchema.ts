/**
 * The measurement converter's data (content/data/measures.yaml): the Arthaśāstra's chain of
 * lengths, the modern estimates ("bases") that turn it into metric lengths, and familiar objects
 * for the visual scale.
 *
 * schema.ts re-exports this file and uses `measureConverterSchema` in `categoryInfoSchema`, so this
 * file must not import schema.ts at run time (the cycle would read its constants before they
 * exist). The few shared pieces are therefore restated here; citations come from citation.ts, which
 * both files import.
 */
import { z } from 'zod';
import { sourceSchema, sourcesSchema } from './citation.ts';
import { CONTENT_ID } from './contract/paths.ts';

const text = z.string().trim().min(1);
const id = z.string().regex(CONTENT_ID, 'ids are lowercase words joined by underscores');
const devanagari = z.string().regex(/^[\p{scx=Deva}\s.,;:'’()‘-]+$/u, 'must be written in Devanagari');

const citations = sourcesSchema;

/** Another name for the same length (the aratni is also the hasta). */
export const measureAliasSchema = z.strictObject({
  name: text,
  sanskrit_name: devanagari,
  /** Where the other name comes from, when it is not the chain's own text. */
  note: text.optional(),
});

const unitFields = {
  id,
  /** The name in IAST, as the site writes it. */
  name: text,
  sanskrit_name: devanagari,
  also_called: z.array(measureAliasSchema).default([]),
  /** What the word means or names, in plain English. */
  meaning: text,
  /** How the text defines the unit: `count` of an earlier unit of the chain. The first unit has none. */
  defined_as: z.strictObject({ count: z.number().int().positive(), unit: id }).optional(),
  /** A remark shown with the unit, cited in `sources`. */
  note: text.optional(),
  /** Citations beyond the chain's own (for `note`). */
  sources: z.array(sourceSchema).default([]),
};

/** A unit as authors write it: its size is stated (in paramāṇus, aṅgulas or both) and checked. */
export const measureUnitSourceSchema = z.strictObject({
  ...unitFields,
  paramanus: z.number().int().positive().optional(),
  angulas: z.number().int().positive().optional(),
});
export type MeasureUnitSource = z.infer<typeof measureUnitSourceSchema>;

/** A modern estimate of the aṅgula, from which every metric length follows through the chain. */
export const measureBasisSchema = z.strictObject({
  id,
  /** Short, for the switch: "Maurya aṅgula". */
  label: text,
  /** The aṅgula in millimetres. */
  angula_mm: z.number().positive(),
  /** Who gives this value and how it was found. */
  description: text,
  sources: citations,
});
export type MeasureBasis = z.infer<typeof measureBasisSchema>;

/** A yojana of another text, given by modern writers directly in miles or kilometres. */
export const otherYojanaSchema = z.strictObject({
  name: text,
  description: text,
  sources: citations,
});

/** A modern thing of known size, for the visual scale (no citation needed). */
export const familiarObjectSchema = z.strictObject({
  id,
  name: text,
  metres: z.number().positive(),
  /** Which dimension is meant: "long", "tall", "across". */
  dimension: text,
  /** True when the size varies from one thing to the next and `metres` is a typical value. */
  approximate: z.boolean().default(false),
});
export type FamiliarObject = z.infer<typeof familiarObjectSchema>;

const chainFields = {
  /** A short introduction to the converter. */
  intro: text,
  /** The unit every basis is stated in, and the unit the document's `angulas` count (aṅgula). */
  base_unit: id,
  bases: z.array(measureBasisSchema).min(1),
  other_yojanas: z.array(otherYojanaSchema).default([]),
  objects: z.array(familiarObjectSchema).default([]),
  /** The chain's own citations (the text that defines the units). */
  sources: citations,
};

/** Sizes of every unit in paramāṇus (the first unit), walking `defined_as` down the chain. */
export function paramanuSizes(units: readonly Pick<MeasureUnitSource, 'id' | 'defined_as'>[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const [index, unit] of units.entries()) {
    if (index === 0) sizes.set(unit.id, 1);
    else if (unit.defined_as) {
      const of = sizes.get(unit.defined_as.unit);
      if (of !== undefined) sizes.set(unit.id, unit.defined_as.count * of);
    }
  }
  return sizes;
}

/** Everything wrong with a chain: ids, definitions, order and the sizes stated against the ratios. */
export function measureChainProblems(chain: {
  base_unit: string;
  units: readonly MeasureUnitSource[];
  bases: readonly { id: string }[];
  objects: readonly { id: string }[];
}): string[] {
  const problems: string[] = [];
  const duplicates = (kind: string, ids: string[]) => {
    for (const [i, value] of ids.entries())
      if (ids.indexOf(value) !== i) problems.push(`${kind} id '${value}' is used twice`);
  };
  duplicates(
    'unit',
    chain.units.map((u) => u.id),
  );
  duplicates(
    'basis',
    chain.bases.map((b) => b.id),
  );
  duplicates(
    'object',
    chain.objects.map((o) => o.id),
  );
  const seen = new Set<string>();
  for (const [index, unit] of chain.units.entries()) {
    if (index === 0 && unit.defined_as) problems.push(`${unit.id}: the first unit cannot be defined by another`);
    if (index > 0 && !unit.defined_as) problems.push(`${unit.id}: says nothing of its size (defined_as)`);
    if (unit.defined_as && !seen.has(unit.defined_as.unit))
      problems.push(`${unit.id}: is defined by '${unit.defined_as.unit}', which is not an earlier unit`);
    if (unit.paramanus === undefined && unit.angulas === undefined)
      problems.push(`${unit.id}: states neither paramanus nor angulas`);
    seen.add(unit.id);
  }
  if (problems.length > 0) return problems;
  const sizes = paramanuSizes(chain.units);
  const base = sizes.get(chain.base_unit);
  if (base === undefined) return [`base_unit '${chain.base_unit}' is not a unit of the chain`];
  let previous = 0;
  for (const unit of chain.units) {
    const size = sizes.get(unit.id) ?? 0;
    if (size <= previous) problems.push(`${unit.id}: is not longer than the unit before it`);
    previous = size;
    if (unit.paramanus !== undefined && unit.paramanus !== size)
      problems.push(`${unit.id}: states ${unit.paramanus} paramanus, but the ratios give ${size}`);
    if (unit.angulas !== undefined && unit.angulas * base !== size)
      problems.push(`${unit.id}: states ${unit.angulas} angulas, but the ratios give ${size / base}`);
  }
  return problems;
}

/** content/data/measures.yaml. */
export const measureChainSourceSchema = z
  .strictObject({
    /** The category page that shows the converter. */
    category: id,
    ...chainFields,
    units: z.array(measureUnitSourceSchema).min(2),
  })
  .superRefine((chain, context) => {
    for (const message of measureChainProblems(chain)) context.addIssue({ code: 'custom', message });
  });
export type MeasureChainSource = z.infer<typeof measureChainSourceSchema>;

/** A unit as the API serves it: both sizes derived from the chain (aṅgulas may be a fraction). */
export const measureUnitSchema = z.strictObject({
  ...unitFields,
  paramanus: z.number().positive(),
  angulas: z.number().positive(),
});
export type MeasureUnit = z.infer<typeof measureUnitSchema>;

/** The `converter` field of the measurements category's document. */
export const measureConverterSchema = z.strictObject({
  ...chainFields,
  /** Smallest first, each with its size in paramāṇus and in aṅgulas. */
  units: z.array(measureUnitSchema).min(2),
});
export type MeasureConverter = z.infer<typeof measureConverterSchema>;

/** The document form of a validated chain: every unit's size worked out in paramāṇus and aṅgulas. */
export function measureConverter(chain: MeasureChainSource): MeasureConverter {
  const { category: _category, units, ...rest } = chain;
  const sizes = paramanuSizes(units);
  const base = sizes.get(chain.base_unit) ?? 1;
  return {
    ...rest,
    units: units.map((unit) => {
      const paramanus = sizes.get(unit.id) ?? 1;
      return { ...unit, paramanus, angulas: paramanus / base };
    }),
  };
}
