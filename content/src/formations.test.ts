import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { categorySourceSchema } from './schema.ts';
import {
  LEGEND_ORDER,
  SYMBOL_IDS,
  renderFormationSvg,
  renderLegendSvg,
  type FormationInput,
  type UnitKind,
} from './formations.ts';

const KINDS: readonly UnitKind[] = ['chariot', 'elephant', 'horse', 'foot', 'commander'];

/** An 80-unit formation on a 20×15 grid, with awkward fractional positions. */
function bigFormation(): FormationInput {
  const units: FormationInput['units'] = [];
  for (let i = 0; i < 80; i++) {
    units.push({
      x: (i % 10) * 2.03 + 0.117,
      y: Math.floor(i / 10) * 1.87 + 0.333,
      kind: i === 0 ? 'commander' : (KINDS[i % 4] ?? 'foot'),
    });
  }
  return { width: 20, height: 15, front: 'up', units };
}

/** How many times each unit symbol is used. */
function symbolCounts(svg: string): Record<UnitKind, number> {
  const counts = { chariot: 0, elephant: 0, horse: 0, foot: 0, commander: 0 };
  for (const kind of KINDS) {
    counts[kind] = svg.split(`<use href="#${SYMBOL_IDS[kind]}"`).length - 1;
  }
  return counts;
}

/** A small structural check: every opened element is closed in order, nothing is left over. */
function isBalanced(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (!name) return false;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else {
      stack.push(name);
    }
  }
  return stack.length === 0;
}

describe('renderFormationSvg', () => {
  it('is deterministic: the same data gives the same bytes', () => {
    const formation = bigFormation();
    const first = renderFormationSvg(formation);
    expect(renderFormationSvg(formation)).toBe(first);
    expect(renderFormationSvg(structuredClone(formation))).toBe(first);
  });

  it('draws exactly one symbol per unit, of the unit’s kind', () => {
    const formation = bigFormation();
    const counts = symbolCounts(renderFormationSvg(formation));
    for (const kind of KINDS) {
      expect(counts[kind]).toBe(formation.units.filter((unit) => unit.kind === kind).length);
    }
    const total = KINDS.reduce((sum, kind) => sum + counts[kind], 0);
    expect(total).toBe(formation.units.length);
  });

  it('produces a well-formed root <svg> with the 320×240 viewBox', () => {
    const svg = renderFormationSvg(bigFormation());
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('viewBox="0 0 320 240"');
    expect(svg).toContain('width="320" height="240"');
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(isBalanced(svg)).toBe(true);
    expect(svg).not.toMatch(/<text|<script|<image|<foreignObject/);
  });

  it('stays under 10 KB for an 80-unit formation', () => {
    const svg = renderFormationSvg(bigFormation());
    expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(10 * 1024);
  });

  it('rounds every number to at most one decimal', () => {
    const svg = renderFormationSvg(bigFormation());
    expect(svg).not.toMatch(/\d\.\d{2,}/);
    expect(svg).not.toMatch(/-0(?![.\d])/);
  });

  it('defaults to front: up and moves the arrow for other fronts', () => {
    const { front, ...rest } = bigFormation();
    expect(front).toBe('up');
    expect(renderFormationSvg(rest)).toBe(renderFormationSvg({ ...rest, front: 'up' }));
    expect(renderFormationSvg({ ...rest, front: 'down' })).not.toBe(renderFormationSvg(rest));
  });

  it('renders an empty formation without failing', () => {
    const svg = renderFormationSvg({ width: 20, height: 15, units: [] });
    expect(isBalanced(svg)).toBe(true);
    expect(KINDS.every((kind) => symbolCounts(svg)[kind] === 0)).toBe(true);
  });
});

describe('renderLegendSvg', () => {
  it('shows the five symbols in a row on a 320×80 card, without text', () => {
    const svg = renderLegendSvg();
    expect(svg).toContain('viewBox="0 0 320 80"');
    expect(svg).not.toContain('<text');
    expect(isBalanced(svg)).toBe(true);
    expect(LEGEND_ORDER).toHaveLength(5);
    for (const kind of LEGEND_ORDER) expect(symbolCounts(svg)[kind]).toBe(1);
  });
});

describe('the vyūha data', () => {
  const file = fileURLToPath(new URL('../data/categories/vyuham.yaml', import.meta.url));
  const category = categorySourceSchema.parse(parse(readFileSync(file, 'utf8')));

  it('gives every item a formation of 20–80 units with 1–3 commanders, drawn under 10 KB', () => {
    expect(category.items.length).toBeGreaterThanOrEqual(20);
    for (const item of category.items) {
      const formation = item.formation;
      expect(formation, item.id).toBeDefined();
      if (!formation) continue;
      expect(item.imageurl).toBe(`/images/vyuham/${item.id}.svg`);
      expect(formation.units.length, item.id).toBeGreaterThanOrEqual(20);
      expect(formation.units.length, item.id).toBeLessThanOrEqual(80);
      const commanders = formation.units.filter((unit) => unit.kind === 'commander').length;
      expect(commanders, item.id).toBeGreaterThanOrEqual(1);
      expect(commanders, item.id).toBeLessThanOrEqual(3);
      expect(Buffer.byteLength(renderFormationSvg(formation), 'utf8'), item.id).toBeLessThan(10 * 1024);
    }
  });
});
