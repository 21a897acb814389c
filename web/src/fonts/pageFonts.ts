/**
 * Which font files a page needs for its first screen, computed from its HTML and the site's
 * stylesheet, so the page can preload exactly those. A file the stylesheet alone would reveal (the
 * Devanagari face, the latin-ext slices with the IAST letters) is found only after the browser has
 * laid the page out, one round trip late; preloaded, it arrives with the other early requests.
 * Preloading a file the page does not use would waste a visitor's bytes, so this follows the
 * cascade: the element's weight and family (inherited, by specificity and order), what is hidden
 * (display: none, [hidden], a closed dialog), what is laid out only when scrolled near
 * (content-visibility: auto: the browser asks for its fonts then), and each @font-face's
 * unicode-range, as the browser's font matching does. e2e/tests/fonts.spec.ts checks the result in
 * Chromium.
 */
import { compile } from 'css-select';
import { Text, type ChildNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { FontFaceRule, FontStyleRule, FontStylesheet } from './fontStylesheet.ts';

/** Elements whose content is never drawn as text. */
const NOT_DRAWN = new Set(['head', 'script', 'style', 'template', 'noscript', 'title', 'textarea', 'iframe', 'video']);
const BOLD = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th']);
const BOLDER = new Set(['b', 'strong']);
/**
 * Inline elements: a box holding one of them lays out line boxes, whose height comes from the box's
 * own first font (its "primary font", the face for a space), so that face is downloaded too.
 */
const INLINE = new Set([
  'a',
  'span',
  'button',
  'strong',
  'b',
  'em',
  'i',
  'small',
  'cite',
  'abbr',
  'code',
  'label',
  'mark',
  'sup',
  'sub',
  'time',
  'img',
  'svg',
  'input',
  'select',
]);
/** Fields that draw their `value` as text. */
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel']);
/** Form controls draw with the system font unless the stylesheet says otherwise. */
const CONTROLS = new Set(['input', 'select', 'button', 'textarea']);

interface CompiledRule extends FontStyleRule {
  matches: (element: Element) => boolean;
}

interface Computed {
  weight: number;
  family: string[];
  /** weight and family as one string, the cache key of faceFor. */
  key: string;
}

const computed = (weight: number, family: string[]): Computed => ({
  weight,
  family,
  key: `${weight}|${family.join(',')}`,
});

const bolder = (w: number) => (w < 350 ? 400 : w < 550 ? 700 : 900);
const lighter = (w: number) => (w < 550 ? 100 : w < 750 ? 400 : 700);

/** The weight CSS font matching picks among `available` for `wanted`. */
export function matchWeight(wanted: number, available: number[]): number | undefined {
  if (available.includes(wanted)) return wanted;
  const up = available.filter((w) => w > wanted).sort((a, b) => a - b);
  const down = available.filter((w) => w < wanted).sort((a, b) => b - a);
  if (wanted >= 400 && wanted <= 500) {
    const upTo500 = up.filter((w) => w <= 500);
    return upTo500[0] ?? down[0] ?? up[0];
  }
  return wanted < 400 ? (down[0] ?? up[0]) : (up[0] ?? down[0]);
}

/** The last segment of a selector (after its last combinator), to file the rule under. */
function bucketKey(selector: string): string {
  const last = selector.split(/\s*[\s>+~]\s*(?![^(]*\))/).pop() ?? '';
  const id = /#([\w-]+)/.exec(last);
  if (id) return `#${id[1]}`;
  const cls = /\.([\w-]+)/.exec(last.replace(/:(not|is|where|has)\([^)]*\)/g, ''));
  if (cls) return `.${cls[1]}`;
  const tag = /^([a-z][\w-]*)/i.exec(last);
  return tag ? (tag[1] ?? '*').toLowerCase() : '*';
}

const wins = (a: CompiledRule, b: CompiledRule | undefined) => {
  if (!b) return true;
  for (let i = 0; i < 3; i++) {
    if (a.specificity[i] !== b.specificity[i]) return (a.specificity[i] ?? 0) > (b.specificity[i] ?? 0);
  }
  return a.order > b.order;
};

export interface PageFontAnalyzer {
  /** The URLs of the font files the page's drawn text uses, in stylesheet order. */
  fontsOf(html: string): string[];
}

export function pageFontAnalyzer(sheet: FontStylesheet): PageFontAnalyzer {
  const buckets = new Map<string, CompiledRule[]>();
  for (const rule of sheet.rules) {
    let matches: (element: Element) => boolean;
    try {
      matches = compile(rule.selector) as (element: Element) => boolean;
    } catch {
      continue; // a selector css-select does not know matches nothing here
    }
    const key = bucketKey(rule.selector);
    buckets.set(key, [...(buckets.get(key) ?? []), { ...rule, matches }]);
  }
  const facesByFamily = new Map<string, FontFaceRule[]>();
  for (const face of sheet.faces) facesByFamily.set(face.family, [...(facesByFamily.get(face.family) ?? []), face]);
  const faceOrder = new Map(sheet.faces.map((face, i) => [face.url, i]));

  /** The face that draws `cp` for this weight and family list (undefined: a system font does). */
  const faceCache = new Map<string, FontFaceRule | undefined>();
  const faceFor = (cp: number, style: Computed): FontFaceRule | undefined => {
    const key = `${cp}|${style.key}`;
    if (faceCache.has(key)) return faceCache.get(key);
    let found: FontFaceRule | undefined;
    for (const family of style.family) {
      const faces = facesByFamily.get(family);
      if (!faces) continue;
      const weight = matchWeight(style.weight, [...new Set(faces.map((face) => face.weight))]);
      found = faces.filter((face) => face.weight === weight).find((face) => face.covers(cp));
      if (found) break;
    }
    faceCache.set(key, found);
    return found;
  };

  const winning = (element: Element) => {
    const candidates = [
      ...(buckets.get('*') ?? []),
      ...(buckets.get(element.name) ?? []),
      ...(element.attribs.id ? (buckets.get(`#${element.attribs.id}`) ?? []) : []),
      ...(element.attribs.class ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .flatMap((name) => buckets.get(`.${name}`) ?? []),
    ];
    let weight: CompiledRule | undefined;
    let family: CompiledRule | undefined;
    let display: CompiledRule | undefined;
    let deferred: CompiledRule | undefined;
    for (const rule of new Set(candidates)) {
      if (rule.weight !== undefined && wins(rule, weight) && rule.matches(element)) weight = rule;
      if (rule.family !== undefined && wins(rule, family) && rule.matches(element)) family = rule;
      if (rule.display !== undefined && wins(rule, display) && rule.matches(element)) display = rule;
      if (rule.deferred !== undefined && wins(rule, deferred) && rule.matches(element)) deferred = rule;
    }
    return {
      weight: weight?.weight,
      family: family?.family,
      display: display?.display,
      deferred: deferred?.deferred ?? false,
    };
  };

  return {
    fontsOf(html: string) {
      const used = new Set<string>();
      const visit = (nodes: ChildNode[], parent: Computed, closedDetails = false) => {
        for (const node of nodes) {
          if (node.type === 'text') {
            for (const char of new Set(node.data)) {
              if (/\s/.test(char)) continue;
              const face = faceFor(char.codePointAt(0) ?? 0, parent);
              if (face) used.add(face.url);
            }
            continue;
          }
          if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
          const element = node as Element;
          if (NOT_DRAWN.has(element.name)) continue;
          if (closedDetails && element.name !== 'summary') continue;
          const rules = winning(element);
          const hiddenByDefault =
            'hidden' in element.attribs || (element.name === 'dialog' && !('open' in element.attribs));
          if (rules.display === 'none' || (hiddenByDefault && rules.display !== 'shown')) continue;
          if (rules.deferred) continue;

          let weight = parent.weight;
          const declared =
            rules.weight ?? (BOLD.has(element.name) ? 700 : BOLDER.has(element.name) ? 'bolder' : 'inherit');
          if (typeof declared === 'number') weight = declared;
          else if (declared === 'bolder') weight = bolder(parent.weight);
          else if (declared === 'lighter') weight = lighter(parent.weight);
          let family = parent.family;
          if (Array.isArray(rules.family)) family = rules.family;
          else if (rules.family === undefined && CONTROLS.has(element.name)) family = ['system-ui'];

          let children = element.children;
          if (element.name === 'select') {
            // A closed select draws only its chosen option.
            const options = element.children.filter(
              (child): child is Element => child.type === 'tag' && child.name === 'option',
            );
            const chosen = options.find((option) => 'selected' in option.attribs) ?? options[0];
            children = chosen ? chosen.children : [];
          }
          const value = element.name === 'input' && TEXT_INPUTS.has(element.attribs.type ?? 'text');
          if (value && element.attribs.value) {
            // A text field draws its value (the query a results page was opened with).
            children = [new Text(element.attribs.value)];
          }
          const style = parent.weight === weight && parent.family === family ? parent : computed(weight, family);
          const linesOfOwn =
            !INLINE.has(element.name) &&
            children.some(
              (child) =>
                (child.type === 'text' && child.data.trim() !== '') || (child.type === 'tag' && INLINE.has(child.name)),
            );
          if (linesOfOwn) {
            const primary = faceFor(0x20, style);
            if (primary) used.add(primary.url);
          }
          visit(children, style, element.name === 'details' && !('open' in element.attribs));
        }
      };
      // The browser's default: normal weight, its own serif face.
      visit(parseDocument(html).children, computed(400, ['serif']));
      return [...used].sort((a, b) => (faceOrder.get(a) ?? 0) - (faceOrder.get(b) ?? 0));
    },
  };
}
