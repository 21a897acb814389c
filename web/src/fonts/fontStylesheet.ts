/**
 * The part of the site's stylesheet that decides which font files a page downloads: the
 * @font-face rules (family, weight, file, unicode-range) and the style rules that set font-weight,
 * font-family, display or content-visibility. Read once from the page template's inlined stylesheet, for one viewport
 * width (media queries on width are evaluated; other media features take their default value).
 * pageFonts.ts applies it to a page. docs/decisions.md ("Quality budgets") says why.
 */
import postcss, { type AtRule, type ChildNode, type Declaration } from 'postcss';

export interface FontFaceRule {
  family: string;
  weight: number;
  /** The file, as the stylesheet names it (`/assets/noto-sans-400-latin-….woff2`). */
  url: string;
  /** Code points the face covers (its unicode-range). */
  covers: (cp: number) => boolean;
}

/** What one style rule says about the properties that choose a font. */
export interface FontStyleRule {
  selector: string;
  /** [ids, classes/attributes/pseudo-classes, types], compared in that order. */
  specificity: [number, number, number];
  order: number;
  /** A number (700), 'bolder', 'lighter', or 'inherit'. */
  weight?: number | 'bolder' | 'lighter' | 'inherit';
  /** The family list, custom properties resolved; 'inherit' keeps the parent's. */
  family?: string[] | 'inherit';
  /** Whether the rule hides the element (display: none) or shows it (any other display). */
  display?: 'none' | 'shown';
  /**
   * Whether the element's content is laid out only when it comes near the viewport
   * (content-visibility: auto, which the site gives only to sections screens below the top), or
   * always ('visible').
   */
  deferred?: boolean;
}

export interface FontStylesheet {
  faces: FontFaceRule[];
  rules: FontStyleRule[];
}

/** Default values of media features other than width (a light, motion-tolerant screen). */
const DEFAULT_FEATURES: Record<string, string> = {
  'prefers-color-scheme': 'light',
  'prefers-reduced-motion': 'no-preference',
  hover: 'hover',
  pointer: 'fine',
};

/** Whether an @media query list holds at `width` CSS pixels on a screen. */
export function mediaMatches(params: string, width: number): boolean {
  return params.split(',').some((query) => {
    const q = query.trim().toLowerCase();
    if (/^(only\s+)?print\b/.test(q) || /^not\s+screen\b/.test(q)) return false;
    const conditions = q.replace(/^(only\s+)?(screen|all)(\s+and\s+)?/, '').match(/\([^)]*\)/g) ?? [];
    return conditions.every((condition) => {
      const inner = condition.slice(1, -1).replace(/\s+/g, '');
      const range = /^width(<=|>=|<|>|=)(\d+(?:\.\d+)?)px$/.exec(inner);
      if (range) {
        const value = Number(range[2]);
        return {
          '<=': width <= value,
          '>=': width >= value,
          '<': width < value,
          '>': width > value,
          '=': width === value,
        }[range[1] as '<='];
      }
      const minMax = /^(min|max)-width:(\d+(?:\.\d+)?)px$/.exec(inner);
      if (minMax) return minMax[1] === 'min' ? width >= Number(minMax[2]) : width <= Number(minMax[2]);
      const [feature, value] = inner.split(':');
      return feature !== undefined && DEFAULT_FEATURES[feature] === value;
    });
  });
}

const unquote = (name: string) => name.trim().replace(/^['"]|['"]$/g, '');

function parseWeight(value: string): FontStyleRule['weight'] {
  const v = value.trim().toLowerCase();
  if (v === 'bold') return 700;
  if (v === 'normal' || v === 'initial' || v === 'revert') return 400;
  if (v === 'bolder' || v === 'lighter' || v === 'inherit') return v;
  if (v === 'unset') return 'inherit';
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** The weight and family of a `font` shorthand (it resets the weight to normal when it names none). */
function parseFontShorthand(
  value: string,
  resolve: (list: string) => string[],
): Pick<FontStyleRule, 'weight' | 'family'> {
  const v = value.trim();
  if (/^(inherit|unset)$/i.test(v)) return { weight: 'inherit', family: 'inherit' };
  // System fonts (font: menu, caption…) and anything without a size are left alone.
  const size =
    /(?:^|\s)([\d.]+(?:px|rem|em|%|pt|vw|vh|ch|ex)|xx?-small|small|medium|large|xx?-large|smaller|larger)(?:\/\S+)?\s+/i.exec(
      v,
    );
  if (!size) return {};
  const before = v.slice(0, size.index).split(/\s+/).filter(Boolean);
  const weightToken = before.map((token) => parseWeight(token)).find((weight) => weight !== undefined);
  return {
    weight: typeof weightToken === 'number' ? weightToken : 400,
    family: resolve(v.slice(size.index + size[0].length)),
  };
}

/** [ids, classes+attributes+pseudo-classes, types] of one complex selector, roughly as browsers count. */
export function specificity(selector: string): [number, number, number] {
  // :where() counts nothing; :is()/:not()/:has() count their argument, approximated by counting inside.
  const s = selector.replace(/:where\((?:[^()]|\([^()]*\))*\)/g, '').replace(/:(is|not|has)\(/g, ' (');
  const ids = (s.match(/#[\w-]+/g) ?? []).length;
  const classes =
    (s.match(/\.[\w-]+/g) ?? []).length +
    (s.match(/\[[^\]]*\]/g) ?? []).length +
    (s.match(/:(?!:)[\w-]+/g) ?? []).length;
  const types = (s.replace(/\[[^\]]*\]/g, '').match(/(?:^|[\s>+~(])([a-z][\w-]*)/gi) ?? []).length;
  return [ids, classes, types];
}

/** Selectors that match only after the visitor interacts, or pseudo-elements: they choose no font at load. */
const DYNAMIC =
  /::|:(hover|focus|focus-visible|focus-within|active|visited|target|popover-open|open|modal|checked|user-invalid|invalid|placeholder-shown|autofill|fullscreen)\b/;

export function readFontStylesheet(css: string, width: number): FontStylesheet {
  const root = postcss.parse(css);
  const variables = new Map<string, string>();
  root.walkRules((rule) => {
    if (!/^(:root|html)$/.test(rule.selector.trim())) return;
    rule.walkDecls(/^--/, (decl) => {
      variables.set(decl.prop, decl.value);
    });
  });
  const resolve = (list: string): string[] =>
    list
      .replace(/var\((--[\w-]+)\)/g, (_, name: string) => variables.get(name) ?? '')
      .split(',')
      .map(unquote)
      .filter(Boolean);

  const faces: FontFaceRule[] = [];
  const rules: FontStyleRule[] = [];
  let order = 0;
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'atrule') {
        const at = node as AtRule;
        if (at.name === 'font-face') faces.push(...readFace(at));
        else if (at.name === 'media' && mediaMatches(at.params, width)) visit(at.nodes ?? []);
        else if (at.name === 'supports' || at.name === 'layer') visit(at.nodes ?? []);
        continue;
      }
      if (node.type !== 'rule') continue;
      order += 1;
      const props: Omit<FontStyleRule, 'selector' | 'specificity' | 'order'> = {};
      node.each((child) => {
        if (child.type !== 'decl') return;
        const decl = child as Declaration;
        if (decl.prop === 'font-weight') props.weight = parseWeight(decl.value);
        else if (decl.prop === 'font-family')
          props.family = /^(inherit|unset)$/i.test(decl.value) ? 'inherit' : resolve(decl.value);
        else if (decl.prop === 'font') Object.assign(props, parseFontShorthand(decl.value, resolve));
        else if (decl.prop === 'display') props.display = decl.value.trim() === 'none' ? 'none' : 'shown';
        else if (decl.prop === 'content-visibility') props.deferred = decl.value.trim() === 'auto';
      });
      if (
        props.weight === undefined &&
        props.family === undefined &&
        props.display === undefined &&
        props.deferred === undefined
      )
        continue;
      for (const selector of node.selectors) {
        if (DYNAMIC.test(selector)) continue;
        rules.push({ selector, specificity: specificity(selector), order, ...props });
      }
    }
  };
  visit(root.nodes);
  return { faces, rules };
}

function readFace(at: AtRule): FontFaceRule[] {
  const decls = new Map<string, string>();
  at.walkDecls((decl) => {
    decls.set(decl.prop, decl.value);
  });
  const family = unquote(decls.get('font-family') ?? '');
  const url = /url\(\s*['"]?([^'")]+)['"]?\s*\)/.exec(decls.get('src') ?? '')?.[1];
  if (!family || !url) return [];
  const weights = (decls.get('font-weight') ?? '400').split(/\s+/).map((w) => parseWeight(w));
  const weight = typeof weights[0] === 'number' ? weights[0] : 400;
  return [{ family, weight, url, covers: unicodeRangeTest(decls.get('unicode-range')) }];
}

/** A test for the code points of a unicode-range descriptor (every code point when there is none). */
function unicodeRangeTest(range: string | undefined): (cp: number) => boolean {
  if (!range) return () => true;
  const spans = range.split(',').map((part) => {
    const [from = '0', to] = part.trim().replace(/^u\+/i, '').split('-');
    if (from.includes('?')) return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(from.replace(/\?/g, 'F'), 16)];
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
  return (cp) => spans.some(([from = 0, to = 0]) => cp >= from && cp <= to);
}
