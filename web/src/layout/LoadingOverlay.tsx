import { useMessages } from '../i18n/I18n.tsx';
import { testIds } from '../testIds.ts';

/** Full-screen overlay with the blinking logo (1 s cycle, 200 px square) while a page loads. */
export function LoadingOverlay() {
  const t = useMessages('layout');
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid={testIds.loadingOverlay}>
      <img src="/images/site/logo.svg" alt="" width="200" height="200" className="loading-overlay__logo" />
      <span className="visually-hidden">{t.loading}</span>
    </div>
  );
}
