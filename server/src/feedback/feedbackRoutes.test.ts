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
  it('answers 429 past the per-client limit and stores nothing more', async () => {
    const limited = await testApp({ feedbackRateLimitPerMinute: 2 });
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/documents/savefeedback',
        headers: xsrfHeaders(),
        payload: JSON.stringify(valid),
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ status: 429 });
    expect(await limited.store.count()).toBe(2);
    await limited.app.close();
    await limited.store.close();
  });
});
