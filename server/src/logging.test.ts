import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createFeedbackStore, hashClientAddress } from './feedback/feedbackStore.ts';
import { openPglite } from './feedback/sqlClient.ts';
import { testApp, xsrfHeaders } from './test/testApp.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(String(chunk));
    callback();
  },
});
const { app, store } = await testApp({ logger: { level: 'info', stream } });
afterAll(async () => {
  await app.close();
  await store.close();
});

describe('logs', () => {
  it('are JSON lines without emails, messages, client addresses, cookies or tokens', async () => {
    const headers = xsrfHeaders();
    await app.inject({
      method: 'POST',
      url: '/documents/savefeedback?email=query@example.org',
      headers,
      remoteAddress: '203.0.113.9',
      payload: JSON.stringify({ email: 'secret.reader@example.org', message: 'a private message' }),
    });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const all = lines.join('\n');
    for (const secret of [
      'secret.reader@example.org',
      'a private message',
      '203.0.113.9',
      'query@example.org',
      headers['x-xsrf-token'],
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('"event":"feedback.stored"');
  });

  it('write one line per request, when it is answered, with method, path, status and time', async () => {
    lines.length = 0;
    await app.inject('/documents/info?q=private@example.org');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/documents/info', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(lines[0]).not.toContain('private@example.org');
  });
});

describe('a store that fails to write', () => {
  it('is logged without the email, the message or the client hash the failed query carried', async () => {
    const db = await openPglite('memory://');
    const failing = await createFeedbackStore(db, 'test-salt');
    await db.query('drop table feedback');
    const written: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        written.push(String(chunk));
        callback();
      },
    });
    const broken = await testApp({ store: failing, logger: { level: 'info', stream: sink } });
    const answer = await broken.app.inject({
      method: 'POST',
      url: '/documents/savefeedback',
      headers: xsrfHeaders(),
      remoteAddress: '203.0.113.77',
      payload: JSON.stringify({ email: 'failing.reader@example.org', message: 'a message the store lost' }),
    });
    await broken.app.close();
    await failing.close();
    expect(answer.statusCode).toBe(500);
    const all = written.join('\n');
    expect(all).toContain('request failed');
    expect(all).toContain('feedback');
    for (const secret of [
      'failing.reader@example.org',
      'a message the store lost',
      '203.0.113.77',
      hashClientAddress('203.0.113.77', 'test-salt'),
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
