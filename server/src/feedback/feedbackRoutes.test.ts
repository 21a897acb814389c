import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp, xsrfHeaders } from '../test/testApp.ts';

const { app, store } = await testApp({ feedbackRateLimitPerMinute: 1000 });
afterAll(async () => {
  await app.close();
  await store.close();
});

const valid = { email: 'reader@example.org', message: 'The page on kṣurapra taught me something.' };
const post = (payload: string | object, headers: Record<string, string> = xsrfHeaders()) =>
  app.inject({
    method: 'POST',
    url: '/documents/savefeedback',
    headers,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

let before = 0;
beforeEach(async () => {
  before = await store.count();
});
const stored = async () => (await store.count()) - before;

describe('POST /documents/savefeedback', () => {
  it('stores a valid entry and answers 200 only after it is committed', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const entries = await store.list();
    const last = entries.at(-1);
    expect(last).toMatchObject({ email: valid.email, message: valid.message });
    expect(last?.clientHash).toMatch(/^[0-9a-f]{32}$/);
    expect(last?.clientHash).not.toContain('127.0.0.1');
  });

  it('trims the fields before storing', async () => {
    await post({ email: '  reader@example.org ', message: '  hello  ' });
    expect((await store.list()).at(-1)).toMatchObject({ email: 'reader@example.org', message: 'hello' });
  });

  it('rejects a missing XSRF token with 403 and stores nothing', async () => {
    const response = await post(valid, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403 });
    expect(await stored()).toBe(0);
  });

  it('rejects a header that does not match the cookie with 403', async () => {
    const headers = { ...xsrfHeaders(), 'x-xsrf-token': xsrfHeaders()['x-xsrf-token'] };
    expect((await post(valid, headers)).statusCode).toBe(403);
    expect(await stored()).toBe(0);
  });

  it('rejects a body that is not JSON with 415', async () => {
    const response = await post('email=a@b.c&message=hi', {
      ...xsrfHeaders(),
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(415);
    expect(await stored()).toBe(0);
  });

  it('rejects malformed JSON with 400 and a JSON error', async () => {
    const response = await post('{"email": "a@b.c", "message": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The body is not valid JSON.', status: 400 });
    expect(await stored()).toBe(0);
  });

  it('rejects a body over 16 KB with 413', async () => {
    const response = await post({ email: valid.email, message: 'x'.repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413 });
    expect(await stored()).toBe(0);
  });

  it.each([
    ['an empty email', { email: '', message: 'hello' }, 'email'],
    ['an invalid email', { email: 'not-an-email', message: 'hello' }, 'email'],
    ['a blank message', { email: 'reader@example.org', message: '   ' }, 'message'],
    ['a 5001-character message', { email: 'reader@example.org', message: 'x'.repeat(5001) }, 'message'],
    ['a 255-character email', { email: `${'a'.repeat(250)}@b.co`, message: 'hello' }, 'email'],
    ['a missing message', { email: 'reader@example.org' }, 'message'],
    ['fields of the wrong type', { email: 42, message: ['hello'] }, 'email'],
    ['an unknown field', { ...valid, extra: 'field' }, 'extra'],
    ['an array', [valid], 'body'],
    ['a NUL character', { email: 'reader@example.org', message: 'a\u0000b' }, 'message'],
  ])('rejects %s with 400 naming the field', async (_label, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Email and message are required.', status: 400 });
    expect(Object.keys(response.json().details)).toContain(field);
    expect(await stored()).toBe(0);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const response = await post({ ...valid, website: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toBe(0);
  });
});

describe('rate limit', () => {
  const sender =
    (app: Awaited<ReturnType<typeof testApp>>['app'], headers: Record<string, string> = {}) =>
    (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/documents/savefeedback',
        headers: { ...xsrfHeaders(), ...headers },
        payload: JSON.stringify(payload),
      });

  it('answers 429 past the per-client limit, with its reason and Retry-After, and stores nothing more', async () => {
    const limited = await testApp({ feedbackRateLimitPerMinute: 2 });
    const send = sender(limited.app);
    expect((await send(valid)).statusCode).toBe(200);
    expect((await send(valid)).statusCode).toBe(200);
    const third = await send(valid);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      error: expect.stringMatching(
        /^Too many messages from your address: 2 a minute at most\. Try again in \d+ seconds\.$/,
      ),
      status: 429,
    });
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await limited.store.count()).toBe(2);
    await limited.app.close();
    await limited.store.close();
  });

  it('counts accepted posts only: refused ones do not use up the limit', async () => {
    const limited = await testApp({ feedbackRateLimitPerMinute: 5 });
    const send = sender(limited.app);
    for (let i = 0; i < 5; i++) expect((await send({ email: 'not-an-email', message: '' })).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await send(valid)).statusCode).toBe(200);
    expect((await send(valid)).statusCode).toBe(429);
    expect(await limited.store.count()).toBe(5);
    await limited.app.close();
    await limited.store.close();
  });

  it('behind one trusted proxy, a forged leftmost X-Forwarded-For entry does not escape the limit', async () => {
    const proxied = await testApp({ feedbackRateLimitPerMinute: 5, trustProxy: 1 });
    const statuses: number[] = [];
    for (let n = 1; n <= 12; n++) {
      const send = sender(proxied.app, { 'x-forwarded-for': `10.9.9.${n}, 203.0.113.7` });
      statuses.push((await send(valid)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    // Every stored entry belongs to the address the proxy saw, not to what the client wrote.
    expect(new Set((await proxied.store.list()).map((entry) => entry.clientHash)).size).toBe(1);
    await proxied.app.close();
    await proxied.store.close();
  });
});
