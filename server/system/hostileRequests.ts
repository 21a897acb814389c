/**
 * A seeded generator of malformed requests: bad JSON, wrong types, huge strings, unicode edge
 * cases, SQL and script injection, path traversal, and header abuse. Every feedback payload it
 * makes is invalid on purpose (or a honeypot), so after a run nothing may have been stored.
 */
import { seededRandom } from '@shastra/content/seededRandom';

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What this request tries, for failure messages. */
  kind: string;
}

const NASTY_STRINGS = [
  "'; DROP TABLE feedback; --",
  '" OR 1=1 --',
  "1'); DELETE FROM feedback WHERE ('a'='a",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '\u0000\u0001\u0002',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil\u202C',
  '\uFEFF',
  'Ω≈ç√∫˜µ≤≥÷',
  'धनुर्वेद',
  '🏹'.repeat(50),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '%s%s%s%n',
  '\r\nSet-Cookie: evil=1',
  'null',
  'undefined',
  '[object Object]',
];

const PATH_PARTS = [
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%252e%252e%252f',
  '%C0%AE%C0%AE',
  '%00',
  'arrow_heads%00.json',
  '%E0%A4%A',
  '%',
  '%%',
  '%FF',
  '%F0%9F%98%80',
  'a'.repeat(101),
  'x'.repeat(5000),
  'arrow_heads',
  'kshurapra',
  'info',
  'facts',
  'saptarishis',
  'quiz',
  'openapi.json',
  "'%20OR%201=1",
  '%3Cscript%3E',
  '~root',
  '.git',
  'CON',
  'a;b',
  'a,b',
  '%20',
  '',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  '',
];

export function hostileRequests(count: number, seed: number, xsrfToken: string): HostileRequest[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const int = (max: number) => Math.floor(random() * max);
  const xsrf = { cookie: `XSRF-TOKEN=${xsrfToken}`, 'x-xsrf-token': xsrfToken };

  /** An email that always fails validation. */
  const badEmail = () =>
    pick([
      '',
      'not-an-email',
      `${'a'.repeat(300)}@example.org`,
      pick(NASTY_STRINGS),
      '@example.org',
      'reader@',
      'reader@@example.org',
      'reader example.org',
    ]);
  const anyValue = (): unknown =>
    pick([
      () => pick(NASTY_STRINGS),
      () => int(1e9),
      () => -1.5,
      () => null,
      () => true,
      () => [],
      () => [pick(NASTY_STRINGS)],
      () => ({ nested: pick(NASTY_STRINGS) }),
      () => 'x'.repeat(int(8000)),
    ])();

  const feedbackBody = (): { body: string; kind: string } => {
    switch (int(9)) {
      case 0:
        return {
          body: pick([
            '{',
            '{"email":',
            '{"email": "a@b.co", "message": "hi"',
            "{'email':'a'}",
            '[',
            'nul',
            '{"a":1}}',
            '',
          ]),
          kind: 'bad JSON',
        };
      case 1:
        return {
          body: JSON.stringify({ email: anyValue(), message: anyValue() }).replace(/^\{/, int(2) ? '{' : '{"email":1,'),
          kind: 'wrong types',
        };
      case 2:
        return { body: JSON.stringify({ email: badEmail(), message: pick(NASTY_STRINGS) }), kind: 'injection strings' };
      case 3:
        return {
          body: JSON.stringify({ email: badEmail(), message: 'x'.repeat(4000 + int(30_000)) }),
          kind: 'huge message',
        };
      case 4:
        return { body: JSON.stringify([{ email: 'reader@example.org', message: 'hi' }]), kind: 'array body' };
      case 5:
        return {
          body: JSON.stringify({ email: 'reader@example.org', message: 'hi', website: 'http://bot.example' }),
          kind: 'honeypot',
        };
      case 6:
        return {
          body: JSON.stringify({
            email: 'reader@example.org',
            message: 'hi',
            [pick(['admin', '__proto__', 'constructor', 'id'])]: anyValue(),
          }),
          kind: 'extra field',
        };
      case 7:
        return {
          body: `{"__proto__": {"polluted": true}, "email": "${pick(['', 'x'])}", "message": "a"}`,
          kind: 'prototype pollution',
        };
      default:
        return {
          body: JSON.stringify({ email: 'reader@example.org', message: pick(['', '   ', '\u0000', 'a\u0007b']) }),
          kind: 'empty or control message',
        };
    }
  };

  const requests: HostileRequest[] = [];
  for (let i = 0; i < count; i++) {
    const roll = int(10);
    if (roll < 4) {
      const { body, kind } = feedbackBody();
      const headers: Record<string, string> = {};
      const auth = int(4);
      if (auth > 0) Object.assign(headers, xsrf);
      if (auth === 1)
        headers['x-xsrf-token'] = pick(['', 'wrong', xsrfToken.slice(1), `${xsrfToken}x`, 'x'.repeat(43)]);
      const type = int(5) === 0 ? pick(CONTENT_TYPES) : 'application/json';
      if (type) headers['content-type'] = type;
      // A body that claims a compression it does not have, or one the server does not read.
      if (int(12) === 0) headers['content-encoding'] = pick(['gzip', 'br', 'deflate', 'compress', 'zstd', 'x-custom']);
      requests.push({ method: 'POST', path: '/documents/savefeedback', headers, body, kind: `feedback: ${kind}` });
    } else if (roll < 7) {
      const parts = Array.from({ length: 1 + int(4) }, () => pick(PATH_PARTS));
      requests.push({
        method: pick(['GET', 'GET', 'HEAD']),
        path: `/documents/${parts.join('/')}`,
        headers: {},
        kind: 'document path',
      });
    } else if (roll < 8) {
      const parts = Array.from({ length: 1 + int(4) }, () => pick(PATH_PARTS));
      requests.push({
        method: 'GET',
        path: `/${parts.join('/')}${int(3) ? '' : `?q=${pick(PATH_PARTS)}`}`,
        headers: {},
        kind: 'page path',
      });
    } else if (roll < 9) {
      requests.push({
        method: pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST', 'TRACE']),
        path: pick(['/documents/info', '/documents/savefeedback', '/', '/healthz', '/documents/arrow_heads']),
        headers: int(2) ? xsrf : {},
        body: int(2) ? pick(NASTY_STRINGS) : undefined,
        kind: 'odd method',
      });
    } else {
      const headers: Record<string, string> = pick([
        () => ({ cookie: `XSRF-TOKEN=${'x'.repeat(6000)}` }),
        () => ({ cookie: Array.from({ length: 200 }, (_, k) => `c${k}=${k}`).join('; ') }),
        () => ({
          'accept-encoding': pick(['br;q=abc', '*;q=-1', 'gzip;q=2', ',,,,', 'identity;q=0, *;q=0', 'x'.repeat(3000)]),
        }),
        () => ({ 'if-none-match': pick(['*', '"', 'W/', '"a", "b", '.repeat(100), 'x'.repeat(4000)]) }),
        () => ({
          'x-forwarded-for': pick(['1.2.3.4, 5.6.7.8', 'not-an-ip', '::1'.repeat(100), '10.9.9.9, 203.0.113.7']),
        }),
        () => ({ 'x-forwarded-proto': pick(['https', 'gopher', 'https, http']), 'x-forwarded-host': 'evil.example' }),
        () => ({ 'content-encoding': pick(['gzip', 'br', 'compress', 'x-custom', 'gzip, gzip']) }),
        () => ({ range: pick(['bytes=0-10', 'bytes=-1', 'bytes=abc']) }),
        () => ({ 'content-type': 'application/json', 'content-length': '5' }),
        () => ({ accept: pick(['*/*', 'text/html;q=bad', '', 'x'.repeat(2000)]) }),
      ])();
      requests.push({
        method: 'GET',
        path: pick(['/documents/info', '/documents/facts', '/', '/arrow_heads']),
        headers,
        kind: 'header abuse',
      });
    }
  }
  return requests;
}

/** Raw bytes no HTTP client would send. */
export const RAW_GARBAGE = [
  'GARBAGE\r\n\r\n',
  'GET /documents/info HTTP/9.9\r\nHost: x\r\n\r\n',
  'GET /documents/info HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
  'POST /documents/savefeedback HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  'POST /documents/savefeedback HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  `GET /${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  'GET /documents/info HTTP/1.1\r\nHost: x\r\nX-Bad: \u0001\r\n\r\n',
  'GET /documents/info HTTP/1.1\r\n\tcontinued: header\r\n\r\n',
  '\u0000\u0000\u0000\u0000',
  'GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
  // RFC 9112: exactly one Host header.
  'GET /documents/info HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n',
  'GET /documents/info HTTP/1.1\r\nConnection: close\r\n\r\n',
  'POST /documents/savefeedback HTTP/1.1\r\nHost: a\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
];
