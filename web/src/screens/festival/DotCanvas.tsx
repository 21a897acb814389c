import { useCallback, useEffect, useRef } from 'react';
import { CANVAS_FPS } from '../../constants.ts';
import { dotGridLoop, type DotGridMessage } from './dotGrid.ts';

interface DotCanvasProps {
  colors: readonly string[];
  /** False with reduced motion: one still frame is drawn. */
  animate: boolean;
  /** False while the tab is hidden: nothing is drawn at all. */
  visible: boolean;
}

/** The canvas element with its count of drawn frames (read by the tests). */
export type FrameCountedCanvas = HTMLCanvasElement & { frames?: number };

/** About a third of the window's resolution: the dots are soft glows, and few pixels stay cheap. */
const SCALE = 0.35;

/**
 * The glowing dot grid (docs/architecture.md, "Festival pages"): 300 dots, 20 columns by 15 rows, about 30 frames a
 * second, each dot stepping through the theme's 7 colours. Where the browser can, a worker draws
 * it on an OffscreenCanvas, so the page's main thread does no drawing at all; elsewhere it is
 * drawn on the main thread. The count of frames drawn is kept on the element as `frames`.
 */
export function DotCanvas({ colors, animate, visible }: DotCanvasProps) {
  const ref = useRef<FrameCountedCanvas>(null);
  const send = useRef<((state: Extract<DotGridMessage, { type: 'state' }>) => void) | null>(null);

  // Set up once: a canvas can be handed to a worker only once.
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    canvas.frames = 0;
    const count = (frames: number) => {
      canvas.frames = frames;
    };
    if (typeof canvas.transferControlToOffscreen === 'function' && typeof Worker !== 'undefined') {
      const worker = new Worker(new URL('./dotGrid.worker.ts', import.meta.url), { type: 'module' });
      const offscreen = canvas.transferControlToOffscreen();
      worker.postMessage({ type: 'init', canvas: offscreen } satisfies DotGridMessage, [offscreen]);
      worker.onmessage = (event: MessageEvent<number>) => count(event.data);
      send.current = (state) => worker.postMessage(state);
      return () => {
        worker.terminate();
        send.current = null;
      };
    }
    const context = canvas.getContext('2d');
    if (!context) return;
    const update = dotGridLoop(context, CANVAS_FPS, count);
    send.current = update;
    return () => {
      update({ type: 'state', colors: [], animate: false, visible: false, width: canvas.width, height: canvas.height });
      send.current = null;
    };
  }, []);

  // What the drawer is told: the theme, motion and visibility from the props, and the canvas size
  // from a ResizeObserver, which reports it after the browser has laid the page out anyway. Reading
  // clientWidth at hydration forced a style and layout pass into React's commit (11 ms on a phone).
  const state = useRef({ colors, animate, visible });
  const size = useRef<{ width: number; height: number } | null>(null);
  const post = useCallback(() => {
    if (!size.current) return; // the first size report posts
    send.current?.({
      type: 'state',
      ...state.current,
      colors: [...state.current.colors],
      width: Math.max(1, Math.round(size.current.width * SCALE)),
      height: Math.max(1, Math.round(size.current.height * SCALE)),
    });
  }, []);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const measured = (width: number, height: number) => {
      size.current = { width, height };
      post();
    };
    if (typeof ResizeObserver !== 'function') {
      const measure = () => measured(canvas.clientWidth, canvas.clientHeight);
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measured(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [post]);

  useEffect(() => {
    state.current = { colors, animate, visible };
    post();
  }, [colors, animate, visible, post]);

  return <canvas ref={ref} className="festival__canvas" aria-hidden="true" />;
}
