/** SIGTERM lets requests in flight finish, then the process exits cleanly. */
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/lib/serverProcess.ts';
import { send, xsrfToken } from './http.ts';

let server: ServerProcess | undefined;
afterAll(async () => server?.stop('SIGKILL'));

describe('graceful shutdown', () => {
  it('finishes a request that is half sent when SIGTERM arrives, then exits 0', async () => {
    // Debug logs mark when a request's headers have arrived: the test waits for events, not time.
    const running = await startServer({ env: { LOG_LEVEL: 'debug' } });
    server = running;
    const token = await xsrfToken(running.url);
    const body = JSON.stringify({ email: 'late@example.org', message: 'Sent as the server was stopping.' });
    const socket = connect(running.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /documents/savefeedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Cookie: XSRF-TOKEN=${token}\r\nX-XSRF-TOKEN: ${token}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
        body.slice(0, 10),
    );
    await running.waitForLog((line) => line.includes('request received') && line.includes('/documents/savefeedback'));
    const exited = new Promise<number | null>((resolve) => running.child.once('exit', (code) => resolve(code)));
    running.child.kill('SIGTERM');
    await running.waitForLog((line) => line.includes('shutting down'));
    // New connections are refused while the old one finishes.
    const tryConnect = () =>
      send(running.url, 'GET', '/healthz').then(
        () => 'answered',
        () => 'refused',
      );
    await expect.poll(tryConnect, { timeout: 10_000 }).toBe('refused');
    socket.end(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await exited).toBe(0);
  });
});
