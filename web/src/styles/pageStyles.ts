/**
 * Which stylesheets a page carries. The page template holds the site's stylesheet, then every page
 * sheet (pageSheets.ts) in a `<style data-sheet="…">`; a page keeps a page sheet when its HTML uses
 * a class that the sheet defines and the site's stylesheet does not, or when it has an island whose
 * module sits in the sheet's folder (an island may draw classes of its own folder only once it
 * runs, like the quiz's revealed answer). docs/architecture.md ("Styles") gives the rule.
 */
import postcss from 'postcss';

interface PageSheetStyle {
  /** The sheet's path under web/src (`screens/quiz/quiz.css`). */
  sheet: string;
  /** Its folder under web/src (`screens/quiz`): islands from there keep it. */
  folder: string;
  /** The classes only this kind of page has: defined by the sheet, not by the site's stylesheet. */
  owned: ReadonlySet<string>;
}

/** A page sheet's `<style>` element in the template: its path, then its rules. */
const PAGE_SHEET = /<style data-sheet="([^"]+)">([\s\S]*?)<\/style>/g;

/** The classes a stylesheet's selectors name (keyframe steps and attribute values aside). */
function selectorClasses(selector: string): string[] {
  return [...selector.replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
}

function eachSelector(css: string, visit: (selector: string) => void) {
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    for (const selector of rule.selectors) visit(selector);
  });
}

function usesAny(used: ReadonlySet<string>, owned: ReadonlySet<string>): boolean {
  for (const name of owned) if (used.has(name)) return true;
  return false;
}

/** The classes used in a page's HTML (its `class` attributes), read from its body: the head is styles. */
function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.slice(Math.max(0, html.indexOf('<body'))).matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * Reads the template's stylesheets once and returns what trims a rendered page to its own. Throws
 * when a page sheet has a selector without a class of its own: such a rule would style every page
 * today and silently stop doing so on the pages that do not carry its sheet.
 */
export function pageStyles(template: string, islandDirectories: ReadonlyMap<string, string>) {
  const shared = new Set<string>();
  for (const [, css = ''] of template.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    eachSelector(css, (selector) => selectorClasses(selector).forEach((name) => shared.add(name)));
  }
  const sheets: PageSheetStyle[] = [...template.matchAll(PAGE_SHEET)].map(([, sheet = '', css = '']) => {
    const owned = new Set<string>();
    eachSelector(css, (selector) => {
      const own = selectorClasses(selector).filter((name) => !shared.has(name));
      if (own.length === 0) {
        throw new Error(
          `${sheet}: "${selector}" names no class of its own, so it would style only the pages that carry ${sheet}; scope it with one of the sheet's classes or move it to a stylesheet of every page`,
        );
      }
      own.forEach((name) => owned.add(name));
    });
    return { sheet, folder: sheet.slice(0, sheet.lastIndexOf('/')), owned };
  });

  const bySheet = new Map(sheets.map((sheet) => [sheet.sheet, sheet]));
  /** The page's HTML without the page sheets it does not use; `islands` are the names of its islands. */
  return function trim(html: string, islands: readonly string[]): string {
    const used = htmlClasses(html);
    const folders = new Set(islands.map((name) => islandDirectories.get(name)));
    // One pass over the page: a replace per sheet copied the whole page once per sheet.
    return html.replace(PAGE_SHEET, (element, name: string) => {
      const sheet = bySheet.get(name);
      return !sheet || folders.has(sheet.folder) || usesAny(used, sheet.owned) ? element : '';
    });
  };
}
