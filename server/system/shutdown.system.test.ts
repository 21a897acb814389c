/** SIGTERM lets requests in flight finish, then the process exits cleanly. */
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../src/test/serverProcess.ts';
import { send, xsrfToken } from './http.ts';

let server: ServerProcess | undefined;
afterAll(async () => server?.stop('SIGKILL'));

describe('graceful shutdown', () => {
  it('finishes a request that is half sent when SIGTERM arrives, then exits 0', async () => {
    const running = await startServer(8294, { LOG_LEVEL: 'fatal' });
    server = running;
    const token = await xsrfToken(running.url);
    const body = JSON.stringify({ email: 'late@example.org', message: 'Sent as the server was stopping.' });
    const socket = connect(8294, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /documents/savefeedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Cookie: XSRF-TOKEN=${token}\r\nX-XSRF-TOKEN: ${token}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
        body.slice(0, 10),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = new Promise<number | null>((resolve) => running.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // New connections are refused while the old one finishes.
    await expect(send(server.url, 'GET', '/healthz')).rejects.toThrow();
    socket.end(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await exited).toBe(0);
  });
});
