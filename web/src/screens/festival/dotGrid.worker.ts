/// <reference lib="webworker" />
/** Draws the dot grid off the main thread, on the OffscreenCanvas the page hands over. */
import { CANVAS_FPS } from '../../constants.ts';
import { dotGridLoop, type DotGridMessage } from './dotGrid.ts';

let update: ReturnType<typeof dotGridLoop> | null = null;

self.onmessage = (event: MessageEvent<DotGridMessage>) => {
  const message = event.data;
  if (message.type === 'init') {
    const context = message.canvas.getContext('2d');
    if (context) update = dotGridLoop(context, CANVAS_FPS, (frames) => self.postMessage(frames));
  } else {
    update?.(message);
  }
};
