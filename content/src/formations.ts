/**
 * Renders the vyūha formation diagrams: every item of data/categories/vyuham.yaml that carries a
 * `formation` becomes images/vyuham/<id>.svg, plus the legend (images/vyuham/symbols.svg) and the
 * category card (images/vyuham/vyuham.svg, the cakravyūha drawn by the same code). The files are
 * listed by src/generated.ts, written by `npm run build` and checked by `npm test -- content`.
 *
 * The output is deterministic (same data, same bytes): units are drawn in a fixed order and every
 * number is rounded to one decimal. Edit the YAML, not the SVG.
 */
import { PALETTE } from './palette.ts';
import type { ItemSource } from './schema.ts';

type Formation = NonNullable<ItemSource['formation']>;
/** What the renderer accepts: `front` may be left out (it defaults to `up`, as in the schema). */
export type FormationInput = Omit<Formation, 'front'> & { front?: Formation['front'] };
export type UnitKind = Formation['units'][number]['kind'];
type Front = Formation['front'];

const VIEW_WIDTH = 320;
const VIEW_HEIGHT = 240;

const { ink: INK, parchment: PARCHMENT, sand: BORDER, saffron: SAFFRON, maroon: MAROON, brass: BRASS } = PALETTE;

/** The legend's order, left to right; the site prints the labels in this order next to it. */
export const LEGEND_ORDER: readonly UnitKind[] = ['chariot', 'elephant', 'horse', 'foot', 'commander'];

/** The id of each unit symbol in <defs>; every unit is one `<use href="#vy-…">`. */
export const SYMBOL_IDS: Readonly<Record<UnitKind, string>> = {
  chariot: 'vy-c',
  elephant: 'vy-e',
  horse: 'vy-h',
  foot: 'vy-f',
  commander: 'vy-k',
};

/** Units are drawn foot soldiers first and commanders last, so leaders are never hidden. */
const DRAW_ORDER: readonly UnitKind[] = ['foot', 'horse', 'chariot', 'elephant', 'commander'];

/** The grid cell (in px) the symbols are designed for; other cell sizes scale the symbols. */
const DESIGN_CELL = 12.7;

/** Round to one decimal and print without trailing zeros (never "-0"). */
function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? '0' : String(rounded);
}

/** The unit vector pointing towards the enemy, in screen coordinates (y grows downwards). */
function frontVector(front: Front): [number, number] {
  switch (front) {
    case 'up':
      return [0, -1];
    case 'down':
      return [0, 1];
    case 'left':
      return [-1, 0];
    case 'right':
      return [1, 0];
  }
}

/** A regular star's outline around (0, 0), first point towards the top. */
function starPath(outer: number, inner: number, points = 5): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / points;
    parts.push(`${i === 0 ? 'M' : 'L'}${num(radius * Math.cos(angle))} ${num(radius * Math.sin(angle))}`);
  }
  return `${parts.join('')}Z`;
}

/** The five unit symbols, centred on (0, 0), at scale k (1 = a 12.7 px grid cell); with `wash`,
 *  also the soft disc drawn under every unit to trace the formation's outline. */
function symbolDefs(k: number, front: Front, wash: boolean): string {
  const [fx, fy] = frontVector(front);
  // The horse is a triangle whose point faces the enemy.
  const tip: [number, number] = [fx * 5 * k, fy * 5 * k];
  const side: [number, number] = [-fy * 4.4 * k, fx * 4.4 * k];
  const back: [number, number] = [-fx * 3.4 * k, -fy * 3.4 * k];
  const horse = `M${num(tip[0])} ${num(tip[1])}L${num(back[0] + side[0])} ${num(back[1] + side[1])}L${num(back[0] - side[0])} ${num(back[1] - side[1])}Z`;
  const w = num(k);
  const half = Math.round(4.2 * k * 10) / 10;
  const wheel = 2.3 * k;
  return [
    wash ? `<circle id="vy-b" r="${num(10 * k)}"/>` : '',
    `<g id="${SYMBOL_IDS.chariot}" stroke="${INK}"><rect x="${num(-half)}" y="${num(-half)}" width="${num(half * 2)}" height="${num(half * 2)}" rx="${num(k)}" fill="${SAFFRON}" stroke-width="${w}"/><circle r="${num(wheel)}" fill="none" stroke-width="${num(0.9 * k)}"/><path d="M${num(-wheel)} 0H${num(wheel)}M0 ${num(-wheel)}V${num(wheel)}" stroke-width="${num(0.7 * k)}"/></g>`,
    `<circle id="${SYMBOL_IDS.elephant}" r="${num(4.7 * k)}" fill="${MAROON}" stroke="${INK}" stroke-width="${w}"/>`,
    `<path id="${SYMBOL_IDS.horse}" d="${horse}" fill="${BRASS}" stroke="${INK}" stroke-width="${w}" stroke-linejoin="round"/>`,
    `<circle id="${SYMBOL_IDS.foot}" r="${num(1.9 * k)}" fill="${INK}"/>`,
    `<g id="${SYMBOL_IDS.commander}"><circle r="${num(6.3 * k)}" fill="${PARCHMENT}" stroke="${MAROON}" stroke-width="${num(1.5 * k)}"/><path d="${starPath(4.6 * k, 1.9 * k)}" fill="${MAROON}"/></g>`,
  ].join('');
}

/** The parchment card every image sits on (style guide: rx 16, thin inner border). */
function card(width: number, height: number): string {
  return (
    `<rect width="${width}" height="${height}" rx="16" fill="${PARCHMENT}"/>` +
    `<rect x="5" y="5" width="${width - 10}" height="${height - 10}" rx="12" fill="none" stroke="${BORDER}" stroke-width="2"/>`
  );
}

/** A small arrow at the front edge, pointing out of the picture towards the enemy. */
function frontArrow(front: Front): string {
  const cx = VIEW_WIDTH / 2;
  const cy = VIEW_HEIGHT / 2;
  const [fx, fy] = frontVector(front);
  // Tip 11 px inside the edge, tail 18 px behind it.
  const tipX = fx === 0 ? cx : fx > 0 ? VIEW_WIDTH - 11 : 11;
  const tipY = fy === 0 ? cy : fy > 0 ? VIEW_HEIGHT - 11 : 11;
  const tailX = tipX - fx * 18;
  const tailY = tipY - fy * 18;
  // Arrowhead: two strokes 8 px back from the tip, 7 px to each side.
  const bx = tipX - fx * 8;
  const by = tipY - fy * 8;
  const sx = -fy * 7;
  const sy = fx * 7;
  return (
    `<path d="M${num(tailX)} ${num(tailY)}L${num(tipX)} ${num(tipY)}M${num(bx + sx)} ${num(by + sy)}L${num(tipX)} ${num(tipY)}L${num(bx - sx)} ${num(by - sy)}" ` +
    `fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/**
 * One formation as a 320×240 SVG: parchment card, a faint brass wash that traces the shape, one
 * symbol per unit and an arrow at the front edge pointing at the enemy. Pure: no I/O.
 */
export function renderFormationSvg(formation: FormationInput): string {
  const front: Front = formation.front ?? 'up';
  const { width, height, units } = formation;
  // Keep 28 px free on the front side for the arrow, 16 px on the others.
  const pad = { top: 16, right: 16, bottom: 16, left: 16 };
  if (front === 'up') pad.top = 30;
  if (front === 'down') pad.bottom = 30;
  if (front === 'left') pad.left = 30;
  if (front === 'right') pad.right = 30;
  const areaWidth = VIEW_WIDTH - pad.left - pad.right;
  const areaHeight = VIEW_HEIGHT - pad.top - pad.bottom;
  const cell = Math.min(areaWidth / Math.max(width, 1), areaHeight / Math.max(height, 1));
  const originX = pad.left + (areaWidth - cell * width) / 2;
  const originY = pad.top + (areaHeight - cell * height) / 2;
  const k = Math.min(Math.max(cell / DESIGN_CELL, 0.4), 2);
  const at = (x: number, y: number): string =>
    `x="${num(originX + (x + 0.5) * cell)}" y="${num(originY + (y + 0.5) * cell)}"`;

  const wash = units.map((unit) => `<use href="#vy-b" ${at(unit.x, unit.y)}/>`).join('');
  const symbols: string[] = [];
  for (const kind of DRAW_ORDER) {
    for (const unit of units) {
      if (unit.kind === kind) symbols.push(`<use href="#${SYMBOL_IDS[kind]}" ${at(unit.x, unit.y)}/>`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}">` +
    `<defs>${symbolDefs(k, front, true)}</defs>` +
    card(VIEW_WIDTH, VIEW_HEIGHT) +
    frontArrow(front) +
    `<g fill="${BRASS}" opacity=".24">${wash}</g>` +
    symbols.join('') +
    `</svg>\n`
  );
}

/** The legend: the five symbols in a row on a 320×80 card, in LEGEND_ORDER, without labels. */
export function renderLegendSvg(): string {
  const width = 320;
  const height = 80;
  const step = width / LEGEND_ORDER.length;
  const uses = LEGEND_ORDER.map(
    (kind, i) => `<use href="#${SYMBOL_IDS[kind]}" x="${num(step * (i + 0.5))}" y="${height / 2}"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${symbolDefs(2.2, 'up', false)}</defs>` +
    card(width, height) +
    uses +
    `</svg>\n`
  );
}

/** The item whose formation is the category card image. */
export const CARD_ITEM_ID = 'chakra_vyuha';
