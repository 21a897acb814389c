import { localePath, splitLocalePath } from '@shastra/content/contract/locales';
import { useLocale } from '../i18n/I18n.tsx';

/**
 * Like useLocalePath, for shared components whose links come from their callers (breadcrumbs,
 * cards): a page path is turned into the edition's, and a path a caller already turned is left as
 * it is, so the component and its caller cannot both add the prefix.
 */
export function useEditionPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => (splitLocalePath(path).locale === locale ? path : localePath(locale, path));
}
