/**
 * The browser half of islands, and the only script every page loads: it finds the page's
 * `<shastra-island>` elements and hydrates each, with React, when its time comes: `load` once the
 * page has painted its first content, `idle` when the browser has nothing else to do after that,
 * `visible` when it scrolls into view. React and each island's code are separate chunks, fetched
 * only then, so they cost bytes but never block the first paint. Each island is hydrated in a task
 * of its own, so no long task blocks input.
 */
import { islandLoaders } from './registry.ts';

type Scheduler = { yield?: () => Promise<void> };

/** How long after load an island waits for a first paint that is never reported. */
const PAINT_WAIT_AFTER_LOAD_MS = 3000;

/** Lets the browser handle input and paint between two hydrations. */
const nextTask = () =>
  (globalThis as { scheduler?: Scheduler }).scheduler?.yield?.() ??
  new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the page has painted its first content. An island due on load or in view waits for
 * it, so React and the island's code never compete with the HTML, fonts and images for the first
 * paint. The load event often comes first (the fonts are still arriving), so it decides only where
 * nothing will be painted for it: no paint timing in this browser, or a tab in the background. A page
 * whose paint is never reported still hydrates, a few seconds after load.
 */
const contentPainted = new Promise<void>((resolve) => {
  const done = () => setTimeout(resolve, 0);
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return done();
  const paintTimed =
    typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false);
  if (paintTimed) {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  const afterLoad = () => {
    if (!paintTimed || document.visibilityState === 'hidden') done();
    else setTimeout(done, PAINT_WAIT_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
});

const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 200);

let queue = Promise.resolve();

async function hydrate(element: HTMLElement) {
  const name = element.dataset.island ?? '';
  const load = islandLoaders.get(name);
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const [{ hydrateRoot }, { islandElement }, module] = await Promise.all([
    import('react-dom/client'),
    import('./islandElement.ts'),
    load(),
  ]);
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  // One island at a time, each in a task of its own; it is marked once React has committed it.
  queue = queue.then(async () => {
    await nextTask();
    await new Promise<void>((hydrated) => {
      hydrateRoot(element, islandElement(module.default as never, props, hydrated), {
        identifierPrefix: `${element.dataset.id ?? ''}-`,
      });
    });
    element.dataset.hydrated = '';
  });
  await queue;
}

function start() {
  const islands = [...document.querySelectorAll<HTMLElement>('shastra-island[data-island]')];
  const pending: Promise<void>[] = [];
  const track = (element: HTMLElement, after: Promise<void> = Promise.resolve()) => {
    const done = after.then(() => hydrate(element));
    pending.push(done);
    return done;
  };
  const idle: HTMLElement[] = [];
  let observer: IntersectionObserver | undefined;
  for (const element of islands) {
    const when = element.dataset.hydrate;
    if (when === 'load') void track(element, contentPainted);
    else if (when === 'visible' && 'IntersectionObserver' in window) {
      observer ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            const island = entry.target.closest<HTMLElement>('shastra-island');
            if (island) void track(island, contentPainted);
          }
        },
        { rootMargin: '200px' },
      );
      // An island is `display: contents` (it has no box of its own, so it never intersects):
      // watch what it renders.
      observer.observe(element.firstElementChild ?? element);
    } else idle.push(element);
  }
  // Idle comes after the first paint too: a browser can be idle while it waits for the fonts.
  void contentPainted.then(() => {
    for (const element of idle) whenIdle(() => void track(element));
    // Tests and the page budgets wait for this: every island that hydrates without being seen has.
    whenIdle(() => {
      void Promise.all(pending).then(() => document.documentElement.setAttribute('data-hydrated', ''));
    });
  });
}

start();
