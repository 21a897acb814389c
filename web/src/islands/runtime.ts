/**
 * The browser half of islands, and the only script every page loads: it finds the page's
 * `<shastra-island>` elements and hydrates each, with React, when its time comes: `load` once the
 * page has painted its first content, `idle` when the browser has nothing else to do after that,
 * `visible` when it scrolls into view. React and each island's code are separate chunks, fetched
 * only then, so they cost bytes but never block the first paint. Each island is hydrated in a task
 * of its own, so no long task blocks input.
 */
import type { I18n } from '../i18n/I18n.tsx';
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

/** Islands whose hydration has begun: each is hydrated once, whoever asks first. */
const started = new WeakSet<HTMLElement>();

/** What a press can act on: controls that do nothing without the island's script. */
const PRESSABLE =
  'button:not([commandfor]), [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"]';

/** What a visitor did in each island before it hydrated: controls pressed, fields changed. */
const early = new Map<
  HTMLElement,
  { presses: HTMLElement[]; fields: Set<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement> }
>();

const earlyIn = (island: HTMLElement) => {
  let record = early.get(island);
  if (!record) early.set(island, (record = { presses: [], fields: new Set() }));
  return record;
};

/** The island of an event's target that has not hydrated yet, if any. */
const waitingIsland = (target: EventTarget | null) => {
  const island = target instanceof Element ? target.closest<HTMLElement>('shastra-island') : null;
  return island && !('hydrated' in island.dataset) ? island : null;
};

/**
 * A visitor can act on a page before its islands have hydrated (on a cheap phone, seconds after the
 * page shows), and React would ignore it: a press did nothing, a typed or chosen value was not in
 * React's state. So the runtime listens from the start. A press on a control whose island is still
 * waiting is held (the control shows that it heard), a changed field is noted, the island hydrates
 * at once whatever its turn, and what was done is replayed when React has committed. A control
 * pressed several times while it waited is replayed once: a second tap meant "nothing happened".
 */
function catchEarlyActions(hydrateNow: (island: HTMLElement) => void) {
  document.addEventListener(
    'click',
    (event) => {
      const island = waitingIsland(event.target);
      const control = (event.target as Element).closest<HTMLElement>(PRESSABLE);
      if (!island || !control || !island.contains(control)) return;
      // A form that names where it goes (search, the quiz's Previous and Next, the play mode's level)
      // works without script: its submit button, and the choices it will send, act as they are.
      if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form?.hasAttribute('action'))
        return;
      if (
        control instanceof HTMLInputElement &&
        /^(radio|checkbox)$/.test(control.type) &&
        control.form?.hasAttribute('action')
      )
        return;
      event.preventDefault();
      event.stopPropagation();
      const { presses } = earlyIn(island);
      if (!presses.includes(control)) presses.push(control);
      control.dataset.pending = '';
      hydrateNow(island);
    },
    true,
  );
  const noteField = (event: Event) => {
    const island = waitingIsland(event.target);
    const field = event.target;
    if (!island) return;
    if (field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) earlyIn(island).fields.add(field);
    else if (field instanceof HTMLInputElement && !['checkbox', 'radio'].includes(field.type))
      earlyIn(island).fields.add(field);
    else return;
    hydrateNow(island);
  };
  document.addEventListener('input', noteField, true);
  document.addEventListener('change', noteField, true);
}

/**
 * Tells React about a field's value as if it had just been typed or chosen. React skips an input
 * event whose value it believes it already has (it tracks the value it last set), so the field is
 * first set, through React's tracking, to what the server rendered, then back to what the visitor
 * typed past it, and the event follows.
 */
function replayField(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = field.value;
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Replays what was done in an island before it hydrated. */
function replayEarlyActions(island: HTMLElement) {
  const record = early.get(island);
  if (!record) return;
  early.delete(island);
  for (const field of record.fields) if (field.isConnected) replayField(field);
  for (const control of record.presses) {
    delete control.dataset.pending;
    if (control.isConnected) control.click();
  }
}

async function hydrate(element: HTMLElement) {
  if (started.has(element)) return;
  started.add(element);
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
  const i18n = JSON.parse(element.dataset.i18n ?? '{}') as I18n;
  // One island at a time, each in a task of its own; it is marked once React has committed it.
  queue = queue.then(async () => {
    await nextTask();
    await new Promise<void>((hydrated) => {
      hydrateRoot(element, islandElement(module.default as never, props, i18n, hydrated), {
        identifierPrefix: `${element.dataset.id ?? ''}-`,
      });
    });
    element.dataset.hydrated = '';
    replayEarlyActions(element);
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
  catchEarlyActions((island) => void track(island));
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
