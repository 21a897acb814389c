/**
 * The stylesheets that only some pages need, in cascade order, as paths under web/src. The build
 * emits each as a file of its own (vite.config.ts) and puts all of them in the page template after
 * the site's stylesheet (build/inlineCssPlugin.ts); the renderer then keeps, on each page, only the
 * ones it uses (styles/pageStyles.ts). Everything else is in styles/index.css, on every page.
 * docs/architecture.md ("Styles") gives the rule.
 */
export const PAGE_SHEETS = [
  'views/item.css',
  'views/views.css',
  'views/converter/converter.css',
  'screens/home/home.css',
  'screens/category/category.css',
  'screens/item/building.css',
  'screens/quiz/quiz.css',
  'screens/sage/sage.css',
  'views/grip/grip.css',
  'screens/texts/texts.css',
  'screens/api/api.css',
  'screens/festival/festival.css',
  'saved/saved.css',
] as const;

export type PageSheet = (typeof PAGE_SHEETS)[number];

/** The build's entry name of a page sheet (its emitted file is `assets/<entry>-<hash>.css`). */
export const sheetEntryName = (sheet: PageSheet) => `sheet-${sheet.replace(/\.css$/, '').replace(/\W+/g, '-')}`;
