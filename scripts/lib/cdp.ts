/**
 * A bare DevTools connection to a headless Debian Chromium of its own: it sends commands and hands
 * out events, and turns on no domain the caller does not ask for. Playwright turns the Runtime
 * domain on for every page, and with it on, V8 notes where each `Error` object is created, which a
 * visitor's browser does not do (docs/decisions.md, "Quality budgets"). `npm run bench:mainthread`
 * measures through this connection so that its numbers are what a visitor's browser does.
 */
import { launchHeadlessChromium, type HeadlessChromium } from './headlessChromium.ts';

/** An event or a command's answer, as the protocol sends it. */
interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

export interface CdpEvent {
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
}

export class CdpBrowser {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Set<(event: CdpEvent) => void>();

  private readonly chrome: HeadlessChromium;
  private readonly socket: WebSocket;

  private constructor(chrome: HeadlessChromium, socket: WebSocket) {
    this.chrome = chrome;
    this.socket = socket;
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as Message;
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (waiting) {
        this.pending.delete(message.id as number);
        if (message.error) waiting.reject(new Error(message.error.message));
        else waiting.resolve(message.result ?? {});
      } else if (message.method) {
        const cdpEvent: CdpEvent = { method: message.method, params: message.params ?? {} };
        if (message.sessionId) cdpEvent.sessionId = message.sessionId;
        for (const listener of this.listeners) listener(cdpEvent);
      }
    });
    // A browser that crashed or was killed answers nothing more: fail what waits for it.
    socket.addEventListener('close', () => {
      for (const waiting of this.pending.values()) waiting.reject(new Error('Chromium closed the connection'));
      this.pending.clear();
    });
  }

  static async launch(): Promise<CdpBrowser> {
    const chrome = await launchHeadlessChromium();
    try {
      const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
        webSocketDebuggerUrl: string;
      };
      const socket = new WebSocket(version.webSocketDebuggerUrl);
      await new Promise<void>((resolve, reject) => {
        socket.addEventListener('open', () => resolve(), { once: true });
        socket.addEventListener('error', () => reject(new Error('Could not connect to Chromium')), { once: true });
      });
      return new CdpBrowser(chrome, socket);
    } catch (error) {
      chrome.kill();
      throw error;
    }
  }

  /** Sends a command, to the browser or (with `sessionId`) to an attached page. */
  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  /** Calls `listener` with every event until the returned function is called. */
  on(listener: (event: CdpEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close() {
    this.socket.close();
    this.chrome.kill();
  }
}
