/** Small HTTP helpers for the system tests: requests without a client that rewrites them. */
import { request } from 'node:http';
import { connect } from 'node:net';
import { XSRF_TOKEN_PATH } from '@shastra/content/contract/feedback';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { ...headers, connection: 'close' },
        insecureHTTPParser: true,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Writes raw bytes and returns the status line's code (0 when the server just closed). */
export function sendRaw(base: string, bytes: string): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let data = '';
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0)));
    socket.end(bytes);
  });
}

/** Writes raw bytes and resolves with the whole answer as text, once the server closes. */
export function sendRawText(base: string, bytes: string, timeoutMs = 10_000): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let data = '';
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(data));
    socket.write(bytes);
  });
}

/** Runs `work` over `items` with at most `concurrency` in flight. */
export async function pool<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

/** An XSRF token from the token route, which the feedback form asks before its first post. */
export async function xsrfToken(base: string): Promise<string> {
  const answer = await send(base, 'GET', XSRF_TOKEN_PATH);
  const cookie = String(answer.headers['set-cookie'] ?? '');
  const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
  if (!token) throw new Error('no XSRF cookie');
  return token;
}
