import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentRoot, loadCorpus } from './index.ts';
import {
  measureChainProblems,
  measureChainSourceSchema,
  measureConverter,
  measureConverterSchema,
  type MeasureChainSource,
} from './measureSchema.ts';
import { categoryInfoSchema, sourceSchema } from './schema.ts';

const raw: unknown = parse(readFileSync(join(contentRoot, 'data', 'measures.yaml'), 'utf8'));
const chain = measureChainSourceSchema.parse(raw);
const converter = measureConverter(chain);
const unit = (id: string) => {
  const found = converter.units.find((u) => u.id === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
};
/** Metres of one `id` with the basis `basisId`. */
const metres = (id: string, basisId: string) => {
  const basis = converter.bases.find((b) => b.id === basisId);
  if (!basis) throw new Error(`no basis ${basisId}`);
  return (unit(id).angulas * basis.angula_mm) / 1000;
};

describe('content/data/measures.yaml', () => {
  it('is loaded into the corpus and names a real category', () => {
    const corpus = loadCorpus();
    expect(corpus.measures.units.map((u) => u.id)).toEqual(chain.units.map((u) => u.id));
    expect(corpus.categories.map((c) => c.id)).toContain(corpus.measures.category);
  });

  it('holds the Arthaśāstra 2.20 chain, paramāṇu to yojana, in thirteen units', () => {
    expect(chain.units.map((u) => u.id)).toEqual([
      'paramanu',
      'rathacakra_viprut',
      'liksha',
      'yuka',
      'yavamadhya',
      'angula',
      'vitasti',
      'aratni',
      'vyama',
      'danda',
      'rajju',
      'goruta',
      'yojana',
    ]);
    expect(chain.sources[0]).toMatchObject({ text: 'arthashastra', ref: '2.20.2–26' });
  });

  it('states sizes that equal the product of the ratios', () => {
    expect(measureChainProblems(chain)).toEqual([]);
    // Every unit states its size, and the stated size is what the ratios give.
    for (const source of chain.units) {
      const derived = unit(source.id);
      if (source.paramanus !== undefined) expect(source.paramanus).toBe(derived.paramanus);
      if (source.angulas !== undefined) expect(source.angulas).toBe(derived.angulas);
      const product = (u: MeasureChainSource['units'][number]): number =>
        u.defined_as ? u.defined_as.count * product(chain.units.find((v) => v.id === u.defined_as?.unit) ?? u) : 1;
      expect(derived.paramanus).toBe(product(source));
    }
  });

  it('gives the text’s own totals: 8⁵ paramāṇus to the aṅgula, 96 to the daṇḍa, 768,000 to the yojana', () => {
    expect(unit('angula').paramanus).toBe(8 ** 5);
    expect(unit('yavamadhya').angulas).toBe(1 / 8);
    expect(unit('paramanu').angulas).toBe(1 / 32_768);
    expect(unit('vitasti').angulas).toBe(12);
    expect(unit('aratni').angulas).toBe(24);
    expect(unit('vyama').angulas).toBe(84);
    expect(unit('danda').angulas).toBe(96);
    expect(unit('rajju').angulas).toBe(960);
    expect(unit('goruta').angulas / unit('danda').angulas).toBe(2_000);
    expect(unit('yojana').angulas).toBe(768_000);
    expect(unit('yojana').angulas / unit('danda').angulas).toBe(8_000);
    expect(unit('yojana').paramanus).toBe(25_165_824_000);
  });

  it('derives metric lengths that agree with the ranges the category page states', () => {
    // Aṅgula: about 1.76 cm (Maurya) or about 1.9 cm.
    expect(metres('angula', 'maurya')).toBeCloseTo(0.01763, 5);
    expect(metres('angula', 'three_quarter_inch')).toBeCloseTo(0.01905, 5);
    // Vitasti: about 21 to 23 cm.
    for (const basis of ['maurya', 'three_quarter_inch']) {
      expect(metres('vitasti', basis)).toBeGreaterThan(0.21);
      expect(metres('vitasti', basis)).toBeLessThan(0.23);
    }
    // Hasta: about 45.7 cm (18 inches), or about 42 cm with the Maurya aṅgula.
    expect(metres('aratni', 'three_quarter_inch')).toBeCloseTo(0.4572, 4);
    expect(metres('aratni', 'maurya')).toBeCloseTo(0.42, 2);
    // Dhanus: about 1.8 to 1.9 m; about 1.7 m with the Maurya aṅgula.
    expect(metres('danda', 'three_quarter_inch')).toBeGreaterThan(1.8);
    expect(metres('danda', 'three_quarter_inch')).toBeLessThan(1.9);
    expect(metres('danda', 'maurya')).toBeCloseTo(1.7, 1);
    // Goruta: 3.66 km at the low end of the common reckoning.
    expect(metres('goruta', 'three_quarter_inch')).toBeCloseTo(3658, 0);
    // Yojana: the Arthaśāstra's is usually put at 12.8 to 15 km.
    for (const basis of ['maurya', 'three_quarter_inch']) {
      expect(metres('yojana', basis)).toBeGreaterThan(12_800);
      expect(metres('yojana', basis)).toBeLessThan(15_000);
    }
    expect(metres('yojana', 'maurya') / 1000).toBeCloseTo(13.54, 2);
    expect(metres('yojana', 'three_quarter_inch') / 1000).toBeCloseTo(14.63, 2);
  });

  it('cites every basis and note with the same shape as the rest of the corpus', () => {
    const all = [
      ...chain.sources,
      ...chain.units.flatMap((u) => u.sources),
      ...chain.bases.flatMap((b) => b.sources),
      ...chain.other_yojanas.flatMap((y) => y.sources),
    ];
    for (const citation of all) expect(sourceSchema.parse(citation)).toEqual(citation);
    for (const source of chain.units)
      if (source.note && source.sources.length === 0) expect(source.note).toMatch(/Arthaśāstra 2\.20/);
  });

  it('lists familiar objects for the scale, with unique ids', () => {
    expect(chain.objects.length).toBeGreaterThanOrEqual(8);
    expect(new Set(chain.objects.map((o) => o.id)).size).toBe(chain.objects.length);
  });

  it('produces a document that validates as the category info’s converter', () => {
    expect(measureConverterSchema.parse(converter)).toEqual(converter);
    expect(converter).not.toHaveProperty('category');
    const info = categoryInfoSchema.parse({
      id: 'ancient_indian_measurements',
      name: 'Ancient Indian Measurements',
      imageurl: '/images/t/card.svg',
      image_alt: 'A card',
      intro: 'An intro.',
      sources: [{ text: 'arthashastra', ref: '2.20' }],
      converter,
    });
    expect(info.converter?.units).toHaveLength(13);
  });
});

describe('the chain check', () => {
  const broken = (change: (units: MeasureChainSource['units']) => void) => {
    const units = structuredClone(chain.units);
    change(units);
    return measureChainSourceSchema.safeParse({ ...(raw as object), units });
  };
  const messages = (result: ReturnType<typeof broken>) => result.error?.issues.map((issue) => issue.message) ?? [];

  it('refuses a stated total that the ratios do not give', () => {
    const result = broken((units) => {
      const yojana = units.find((u) => u.id === 'yojana');
      if (yojana) yojana.angulas = 760_000;
    });
    expect(messages(result)).toEqual(['yojana: states 760000 angulas, but the ratios give 768000']);
  });

  it('refuses a changed ratio, which no longer matches the stated totals', () => {
    const result = broken((units) => {
      const goruta = units.find((u) => u.id === 'goruta');
      if (goruta?.defined_as) goruta.defined_as.count = 1_000;
    });
    expect(messages(result)).toContain('goruta: states 192000 angulas, but the ratios give 96000');
    expect(messages(result)).toContain('yojana: states 768000 angulas, but the ratios give 384000');
  });

  it('refuses a unit defined by a later or unknown unit, or a unit without a size', () => {
    expect(
      messages(
        broken((units) => {
          const likshaIndex = units.findIndex((u) => u.id === 'liksha');
          const liksha = units[likshaIndex];
          if (liksha) liksha.defined_as = { count: 8, unit: 'yuka' };
        }),
      ),
    ).toContain("liksha: is defined by 'yuka', which is not an earlier unit");
    expect(
      messages(
        broken((units) => {
          const rajju = units.find((u) => u.id === 'rajju');
          if (rajju) delete rajju.angulas;
        }),
      ),
    ).toEqual(['rajju: states neither paramanus nor angulas']);
  });

  it('refuses units out of order and duplicate ids', () => {
    const swapped = broken((units) => {
      const [vyama] = units.splice(
        units.findIndex((u) => u.id === 'vyama'),
        1,
      );
      if (vyama) units.splice(units.length, 0, { ...vyama, id: 'vyama' });
    });
    expect(messages(swapped)).toContain('vyama: is not longer than the unit before it');
    expect(
      messages(
        broken((units) => {
          const first = units[1];
          if (first) units.push({ ...first });
        }),
      ),
    ).toContain("unit id 'rathacakra_viprut' is used twice");
  });
});
