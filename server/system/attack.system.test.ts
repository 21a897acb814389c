/**
 * What an attack on the running server found, each checked against the real process: clients that
 * never finish a request (and never close their side after the 408), a flood of distinct searches,
 * a shutdown that such a client must not hold up, the Host rule, proxy trust, and validators per
 * encoding. (Refused posts not counting against the rate limit, CSV
 * quoting and encoding negotiation are unit-tested beside their code.)
 */
import { readdirSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/lib/serverProcess.ts';
import { pool, send, sendRawText, xsrfToken } from './http.ts';

const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
});

async function started(env: Record<string, string> = {}) {
  const server = await startServer({ env: { LOG_LEVEL: 'fatal', ...env } });
  servers.push(server);
  return server;
}

/**
 * One server with the default settings for the tests that need nothing else (the flood, the Host
 * rule, the unknown encoding, the validators): none of them changes what the others see, and
 * every start costs seconds of a loaded machine.
 */
let defaultServer: Promise<ServerProcess> | undefined;
const withDefaults = () => (defaultServer ??= started());

/** The status line and headers of a raw answer, and its JSON body. */
function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, json: JSON.parse(body || 'null') as unknown };
}

/** The sockets a process holds open (its file descriptors that are sockets). */
function openSockets(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:');
    } catch {
      return false; // closed while we looked
    }
  }).length;
}

const unfinishedPost = (token: string) =>
  `POST /documents/savefeedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Cookie: XSRF-TOKEN=${token}\r\nX-XSRF-TOKEN: ${token}\r\nContent-Length: 100\r\n\r\n{"email":`;

describe('the server under attack', () => {
  it('answers 408 and closes the socket when a promised body never comes, or only trickles', async () => {
    const server = await started({ REQUEST_TIMEOUT_MS: '1500' });
    const token = await xsrfToken(server.url);
    const silent = parse(await sendRawText(server.url, unfinishedPost(token)));
    expect(silent.status).toBe(408);
    expect(silent.json).toEqual({ error: 'The request did not arrive in time.', status: 408 });
    // A JSON answer: the data policy, not a page's.
    expect(silent.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

    // One byte at a time, as long as the server listens: the whole request has a deadline.
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(unfinishedPost(token));
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    await closed;
    clearInterval(trickle);
    expect(parse(answer).status).toBe(408);
  });

  it('lets go of a refused socket within a second of its 408, though the client never closes it', async () => {
    const server = await started({ REQUEST_TIMEOUT_MS: '1000' });
    const token = await xsrfToken(server.url);
    const pid = server.child.pid ?? 0;
    const before = openSockets(pid);
    // Clients that keep their side open after the server's answer and FIN, as a silent attacker does.
    const clients = Array.from({ length: 20 }, () => {
      const socket = connect({ port: server.port, host: '127.0.0.1', allowHalfOpen: true });
      socket.on('error', () => undefined);
      socket.write(unfinishedPost(token));
      return socket;
    });
    await Promise.all(clients.map((socket) => new Promise((resolve) => socket.once('data', resolve))));
    expect(openSockets(pid)).toBeGreaterThanOrEqual(before);
    // At most as many as before: a socket open before (the token request's keep-alive) may close meanwhile.
    await expect.poll(() => openSockets(pid), { timeout: 1000, interval: 50 }).toBeLessThanOrEqual(before);
    for (const socket of clients) socket.destroy();
  });

  it('answers every search of a flood, 200 or 503 with Retry-After, and every page meanwhile', async () => {
    const server = await withDefaults();
    // Three searches for each of the 50 clients, against a queue of 16: enough to fill it again and
    // again. What a long flood does to latency and memory is the benchmark's (docs/testing.md).
    const searches = Array.from({ length: 150 }, (_, n) => `/search?q=${encodeURIComponent(`arrow ${n}`)}`);
    const pagesDuring: number[] = [];
    let flooding = true;
    const reader = (async () => {
      while (flooding) pagesDuring.push((await send(server.url, 'GET', '/astras')).status);
    })();
    const answers = await pool(searches, 50, (path) => send(server.url, 'GET', path));
    flooding = false;
    await reader;
    // How many searches find the queue full depends on how fast this machine renders, so the test
    // asks only that each is answered one way or the other; pageRoutes.test.ts fills the queue for sure.
    const busy = answers.filter((answer) => answer.status === 503);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('Search is busy');
    }
    expect(pagesDuring.length).toBeGreaterThan(0);
    expect(pagesDuring.every((status) => status === 200)).toBe(true);
    // Once the flood has passed, a search is answered again.
    expect((await send(server.url, 'GET', '/search?q=arrow')).status).toBe(200);
  });

  it('exits after SIGTERM even while a client holds an unfinished request', async () => {
    const server = await started({ REQUEST_TIMEOUT_MS: '600000', SHUTDOWN_TIMEOUT_MS: '1000', LOG_LEVEL: 'debug' });
    const token = await xsrfToken(server.url);
    const socket = connect(server.port, '127.0.0.1');
    socket.on('error', () => undefined);
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(unfinishedPost(token));
    await server.waitForLog((line) => line.includes('request received') && line.includes('/documents/savefeedback'));
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    await server.waitForLog((line) => line.includes('closing the connections still open'));
    await closed;
    expect(await exited).toBe(0);
  });

  it('refuses a request with two Host headers or none, in JSON with the security headers', async () => {
    const server = await withDefaults();
    for (const request of [
      'GET /documents/info HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n',
      'GET /documents/info HTTP/1.1\r\nConnection: close\r\n\r\n',
    ]) {
      const answer = parse(await sendRawText(server.url, request));
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ status: 400, error: expect.stringMatching(/Host header/) });
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    // HTTP/1.0 may leave Host out.
    expect(parse(await sendRawText(server.url, 'GET /healthz HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('behind one trusted proxy, counts the address the proxy saw, not the one a client wrote', async () => {
    const server = await started({ TRUST_PROXY: '1', FEEDBACK_RATE_LIMIT: '5' });
    const token = await xsrfToken(server.url);
    const statuses: number[] = [];
    for (let n = 1; n <= 12; n++) {
      const answer = await send(
        server.url,
        'POST',
        '/documents/savefeedback',
        {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${token}`,
          'x-xsrf-token': token,
          'x-forwarded-for': `10.9.9.${n}, 203.0.113.7`,
        },
        JSON.stringify({ email: 'reader@example.org', message: `post ${n}` }),
      );
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('refuses TRUST_PROXY=true at start-up with a message that says what to set', async () => {
    await expect(started({ TRUST_PROXY: 'true' })).rejects.toThrow(/exited before it was ready/);
  });

  it('says an unknown Content-Encoding is the problem, not the content type', async () => {
    const server = await withDefaults();
    const token = await xsrfToken(server.url);
    const answer = await send(
      server.url,
      'POST',
      '/documents/savefeedback',
      {
        'content-type': 'application/json',
        'content-encoding': 'compress',
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
      },
      '{"email":"reader@example.org","message":"hi"}',
    );
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toMatchObject({ error: expect.stringMatching(/Content-Encoding/) });
  });

  it('validates each encoding of a document with its own ETag', async () => {
    const server = await withDefaults();
    const etag = async (encoding: string) =>
      (await send(server.url, 'GET', '/documents/facts', { 'accept-encoding': encoding })).headers.etag;
    const [br, gzip, identity] = [await etag('br'), await etag('gzip'), await etag('identity')];
    expect(new Set([br, gzip, identity]).size).toBe(3);
    const again = await send(server.url, 'GET', '/documents/facts', {
      'accept-encoding': 'br',
      'if-none-match': String(br),
    });
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    const preferred = await send(server.url, 'GET', '/documents/facts', { 'accept-encoding': 'br;q=0.5, gzip;q=1' });
    expect(preferred.headers['content-encoding']).toBe('gzip');
  });
});
