import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler for a container of many plain links (the three-level menu holds about 150):
 * a plain left click on a same-site link navigates in the app, as a router <Link> would, without
 * a Link component per entry to hydrate. Keyboard activation of a link fires the same click.
 */
export function useClientNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || !event.currentTarget.contains(anchor) || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}
