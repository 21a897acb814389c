/**
 * A link to a place in a long page (a verse in its chapter, `#v7.33.12`) is scrolled to by the
 * browser while the page is still laying out: the web fonts arriving and the script choice
 * re-wrap every verse above it, and the place can end thousands of pixels away. Once the fonts are
 * in, the target is brought back into view, unless the reader has already moved.
 */
export function keepHashTargetInView(win: Window = window): void {
  const id = decodeURIComponent(win.location.hash.slice(1));
  if (!id) return;
  let moved = false;
  const stop = () => {
    moved = true;
  };
  const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  for (const event of events) win.addEventListener(event, stop, { once: true, passive: true });
  const settle = () => {
    for (const event of events) win.removeEventListener(event, stop);
    const target = win.document.getElementById(id);
    if (moved || !target) return;
    const { top } = target.getBoundingClientRect();
    if (top < 0 || top > win.innerHeight / 2) target.scrollIntoView({ block: 'start' });
  };
  void win.document.fonts.ready.then(() => {
    if (win.document.readyState === 'complete') settle();
    else win.addEventListener('load', settle, { once: true });
  });
}
