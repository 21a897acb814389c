/**
 * Drawing the glowing dot grid, shared by the worker (OffscreenCanvas) and the main-thread
 * fallback: 20 × 15 dots, each stepping through the theme's colours in a wave.
 */
import { CANVAS_COLUMNS, CANVAS_ROWS } from '../../constants.ts';

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
type Sprite = HTMLCanvasElement | OffscreenCanvas;

const SPRITE = 48;

/** A glowing dot drawn once per colour; frames then only copy these sprites. */
function sprite(color: string): Sprite {
  const canvas: Sprite =
    typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(SPRITE, SPRITE) : document.createElement('canvas');
  canvas.width = SPRITE;
  canvas.height = SPRITE;
  const g = canvas.getContext('2d') as Context2D | null;
  if (!g) return canvas;
  const gradient = g.createRadialGradient(SPRITE / 2, SPRITE / 2, 0, SPRITE / 2, SPRITE / 2, SPRITE / 2);
  gradient.addColorStop(0, '#ffffff');
  gradient.addColorStop(0.18, color);
  gradient.addColorStop(0.45, color);
  gradient.addColorStop(1, 'rgba(0, 0, 0, 0)');
  g.fillStyle = gradient;
  g.globalAlpha = 0.9;
  g.beginPath();
  g.arc(SPRITE / 2, SPRITE / 2, SPRITE / 2, 0, Math.PI * 2);
  g.fill();
  return canvas;
}

function dotGridPainter(context: Context2D, colors: readonly string[]) {
  const sprites = colors.map(sprite);
  return (seconds: number) => {
    const { width, height } = context.canvas;
    context.clearRect(0, 0, width, height);
    const cellX = width / CANVAS_COLUMNS;
    const cellY = height / CANVAS_ROWS;
    for (let row = 0; row < CANVAS_ROWS; row++) {
      for (let column = 0; column < CANVAS_COLUMNS; column++) {
        const wave = Math.sin(seconds * 2 + column * 0.45 + row * 0.3);
        const image = sprites[Math.floor(seconds * 2 + column + row) % sprites.length];
        const size = Math.min(cellX, cellY) * (0.55 + 0.25 * wave);
        if (image)
          context.drawImage(image, (column + 0.5) * cellX - size / 2, (row + 0.5) * cellY - size / 2, size, size);
      }
    }
  };
}

/** Messages from the page to whoever draws. */
export type DotGridMessage =
  | { type: 'init'; canvas: OffscreenCanvas }
  | { type: 'state'; colors: string[]; animate: boolean; visible: boolean; width: number; height: number };

/**
 * The drawing loop: about 30 frames a second while visible and animated, one still frame when
 * motion is reduced, nothing while hidden. Calls `onFrame` with the running count.
 */
export function dotGridLoop(context: Context2D, fps: number, onFrame: (frames: number) => void) {
  let paint: ((seconds: number) => void) | null = null;
  let handle = 0;
  let last = 0;
  let frames = 0;
  const start = performance.now();
  const loop = (now: number) => {
    handle = requestAnimationFrame(loop);
    // About 30 frames a second: skip display refreshes that come too soon.
    if (now - last < 1000 / fps - 2) return;
    last = now;
    paint?.((now - start) / 1000);
    onFrame(++frames);
  };
  return (state: Extract<DotGridMessage, { type: 'state' }>) => {
    cancelAnimationFrame(handle);
    if (context.canvas.width !== state.width) context.canvas.width = state.width;
    if (context.canvas.height !== state.height) context.canvas.height = state.height;
    paint = dotGridPainter(context, state.colors);
    if (!state.visible) return;
    if (state.animate) handle = requestAnimationFrame(loop);
    else {
      paint((performance.now() - start) / 1000);
      onFrame(++frames);
    }
  };
}
