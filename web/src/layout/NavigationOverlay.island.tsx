import { useEffect, useState } from 'react';
import { LoadingOverlay } from './LoadingOverlay.tsx';

/** A navigation quicker than this shows no overlay at all (no flash on fast pages). */
const SHOW_AFTER_MS = 300;

/**
 * The loading overlay (the blinking logo) while the next page loads: shown when a navigation to
 * another page of the site has not finished after a moment, gone when this page shows again
 * (going back to it from the browser's cache).
 */
export default function NavigationOverlay() {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setLoading(true), SHOW_AFTER_MS);
    };
    const stop = () => {
      clearTimeout(timer);
      setLoading(false);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      const samePage = url.pathname === location.pathname && url.search === location.search;
      if (url.origin === location.origin && !samePage) start();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('pageshow', stop);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', onClick);
      window.removeEventListener('pageshow', stop);
    };
  }, []);
  return loading ? <LoadingOverlay /> : null;
}
