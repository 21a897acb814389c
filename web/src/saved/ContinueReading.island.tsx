import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { formatNumber } from '../i18n/format.ts';
import { useLocale, useLocalePath, useMessages } from '../i18n/I18n.tsx';
import { testIds } from '../testIds.ts';
import { useLastRead, useSavedPages } from './savedStore.ts';

/** The strings it reads. */
export const CONTINUE_READING_MESSAGES = ['saved'] as const;

/**
 * The home page's welcome back: the page the visitor last read and their saved pages, read from
 * this device once the page runs. A first visit (and the server's HTML) shows nothing. It sits in
 * the intro's top padding, one line, so appearing moves nothing on the page (saved.css).
 */
export default function ContinueReading() {
  const t = useMessages('saved');
  const locale = useLocale();
  const to = useLocalePath();
  const last = useLastRead();
  const saved = useSavedPages() ?? [];
  if (!last && saved.length === 0) return null;
  return (
    <p className="continue-reading" data-testid={testIds.continueReading}>
      {last && (
        <a className="continue-reading__last" href={last.path}>
          {t.continueReading}: {last.title}
        </a>
      )}
      {saved.length > 0 && (
        <a className="continue-reading__saved" href={to(FIXED_PAGES.saved)}>
          {t.breadcrumb} ({formatNumber(locale, saved.length)})
        </a>
      )}
    </p>
  );
}
