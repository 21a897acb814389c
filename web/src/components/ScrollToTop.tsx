import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top on every path change, or to the anchor when the URL names one. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
