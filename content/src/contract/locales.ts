/**
 * The site's editions: English at the root, Hindi under /hi/. A page's Hindi edition is its English
 * path with the prefix (/astras → /hi/astras, / → /hi/); the documents API's Hindi answers are at
 * /documents/hi/{key}. docs/decisions.md, "The Hindi edition".
 */

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The edition at the root, without a prefix. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each edition's name in its own script: the language switch's labels (no flags). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी' };

/** The editions with a path prefix: their codes are reserved from the content id space. */
export const PREFIXED_LOCALES: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * A page path (with its query, if any) in an edition: ('hi', '/astras') → '/hi/astras'; ('hi', '/')
 * → '/hi/'. A path already in that edition is left as it is, so a component and its caller cannot
 * both add the prefix.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || splitLocalePath(path).locale === locale) return path;
  return `/${locale}${path}`;
}

/** Which edition a path belongs to, and the path without its prefix: '/hi/astras' → hi, '/astras'. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path);
  const code = match?.[1];
  if (code && isLocale(code) && code !== DEFAULT_LOCALE) {
    const rest = match?.[2] ?? '';
    return { locale: code, path: rest === '' ? '/' : rest };
  }
  return { locale: DEFAULT_LOCALE, path };
}
