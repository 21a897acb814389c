/**
 * Where the build puts each page's own Devanagari font (web/build/fonts/pageFonts.ts), under
 * /assets: the service worker gives them a cache of their own.
 */
export const PAGE_FONTS_PATH = '/assets/pf/';
