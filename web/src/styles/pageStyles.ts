/**
 * Which stylesheets a page carries. The page template holds the site's stylesheet, then every page
 * sheet (pageSheets.ts) in a `<style data-sheet="…">`; a page keeps a page sheet when its HTML uses
 * a class that the sheet defines and the site's stylesheet does not, or when it has an island whose
 * module sits in the sheet's folder (an island may draw classes of its own folder only once it
 * runs, like the quiz's revealed answer). docs/architecture.md ("Styles") gives the rule. The
 * same pass puts the page together: the template, cut once, with the page's language, head tags,
 * kept sheets and content in their places.
 */
import postcss from 'postcss';

interface PageSheetStyle {
  /** The sheet's path under web/src (`screens/quiz/quiz.css`). */
  sheet: string;
  /** Its folder under web/src (`screens/quiz`): islands from there keep it. */
  folder: string;
  /** The classes only this kind of page has: defined by the sheet, not by the site's stylesheet. */
  owned: ReadonlySet<string>;
  /** The sheet's `<style>` element as the template has it. */
  element: string;
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

/**
 * The classes of the `class` attributes in a piece of HTML. A search for the attribute rather than
 * one regular expression over the page: the pages are long, and this runs for every page built.
 */
function addClasses(html: string, classes: Set<string>): Set<string> {
  for (let at = html.indexOf('class="'); at !== -1; at = html.indexOf('class="', at + 7)) {
    if (at === 0 || !/\s/.test(html.charAt(at - 1))) continue;
    const end = html.indexOf('"', at + 7);
    if (end === -1) break;
    for (const name of html.slice(at + 7, end).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Where the template takes the page's content, its head tags and its language. */
const APP_MARKER = '<!--app-html-->';
const HEAD_MARKER = '<!--app-head-->';
const LANG_MARKER = '<html lang="en">';

/** What a page adds to the template. */
export interface PageParts {
  /** The rendered body. */
  app: string;
  /** The names of its islands. */
  islands: readonly string[];
  /** Its tags for the head (title, meta, preloads). */
  head: string;
  lang: string;
}

/**
 * Reads the template's stylesheets once and returns what makes a page of it: the template with the
 * page's language, head tags and content in their places and only the page sheets the content uses. Throws when a
 * page sheet has a selector without a class of its own: such a rule would style every page today
 * and silently stop doing so on the pages that do not carry its sheet.
 */
export function pageStyles(template: string, islandDirectories: ReadonlyMap<string, string>) {
  const shared = new Set<string>();
  for (const [, css = ''] of template.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    eachSelector(css, (selector) => selectorClasses(selector).forEach((name) => shared.add(name)));
  }
  const sheets: PageSheetStyle[] = [...template.matchAll(PAGE_SHEET)].map(([element, sheet = '', css = '']) => {
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
    return { sheet, folder: sheet.slice(0, sheet.lastIndexOf('/')), owned, element };
  });

  // The template cut once at its page sheets and its markers: the language and the head come before
  // the first sheet, the content after the last. Each page is then put together from pieces; a
  // replace on every finished page copied it again each time, most of the time a page took to build.
  const between = template.split(PAGE_SHEET).filter((_, index) => index % 3 === 0);
  const [beforeLang, afterLang] = cut(between[0] ?? '', LANG_MARKER, 'before its page sheets');
  const [beforeHead, afterHead] = cut(afterLang, HEAD_MARKER, 'after <html> and before its page sheets');
  between[0] = afterHead;
  const [beforeApp, afterApp] = cut(between[sheets.length] ?? '', APP_MARKER, 'after its page sheets');
  between[sheets.length] = beforeApp;
  // The template's own markup in the body counts as the page's.
  const templateClasses = addClasses(template.slice(Math.max(0, template.indexOf('<body'))), new Set());

  return function page({ app, islands, head, lang }: PageParts): string {
    const used = addClasses(app, new Set(templateClasses));
    const folders = new Set(islands.map((name) => islandDirectories.get(name)));
    let html = `${beforeLang}<html lang="${lang}">${beforeHead}${head}${between[0] ?? ''}`;
    sheets.forEach((sheet, index) => {
      if (folders.has(sheet.folder) || usesAny(used, sheet.owned)) html += sheet.element;
      html += between[index + 1] ?? '';
    });
    return html + app + afterApp;
  };
}

/** `text` before and after `marker`, which it must hold once. */
function cut(text: string, marker: string, where: string): [string, string] {
  const at = text.indexOf(marker);
  if (at === -1 || text.indexOf(marker, at + 1) !== -1) {
    throw new Error(`the page template must hold ${marker} once, ${where}`);
  }
  return [text.slice(0, at), text.slice(at + marker.length)];
}
