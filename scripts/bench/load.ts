/**
 * A small HTTP load generator for `npm run bench`: `connections` keep-alive connections (undici's
 * Pool), each sending its next request as soon as the last answer has been read, for `seconds`.
 *
 * Why not autocannon: its pure-JavaScript HTTP parser caps at about 5,500 answers a second for a
 * 20 KB compressed page on this machine while the server uses a quarter of one core (an 11 KB
 * JSON document: 46,000), so it measured itself, not the server. undici parses with llhttp, as
 * browsers' and Node's own clients do.
 */
import { Pool } from 'undici';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Bytes of body per answer, as sent (compressed when asked). */
  bytes: number;
  /** Answers outside 2xx and 304, and failed requests. */
  errors: number;
  /** How many answers came with each status (0: the request failed). */
  statuses: Record<number, number>;
}

export interface LoadOptions {
  connections: number;
  /** How long to send requests. */
  seconds: number;
  headers?: Record<string, string>;
  /** Stop after this many requests even before `seconds` have passed. */
  requests?: number;
  /** The path of the n-th request (from 0), for loads that vary it; else the url's own. */
  path?: (n: number) => string;
  /** Stop sending once this returns true (checked before each request). */
  until?: () => boolean;
}

export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: options.connections, pipelining: 1 });
  const pathOf = options.path ?? (() => target.pathname + target.search);
  const limit = options.requests ?? Infinity;
  let sentCount = 0;
  const done = options.until ?? (() => false);
  const latencies: number[] = [];
  let bytes = 0;
  let errors = 0;
  const statuses: Record<number, number> = {};
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const client = async () => {
    while (performance.now() < end && sentCount < limit && !done()) {
      const sent = performance.now();
      const path = pathOf(sentCount++);
      try {
        const answer = await pool.request({
          path,
          method: 'GET',
          headers: options.headers ?? {},
        });
        for await (const chunk of answer.body) bytes += (chunk as Buffer).length;
        if (answer.statusCode >= 400 || (answer.statusCode >= 300 && answer.statusCode !== 304)) errors++;
        statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
      } catch {
        errors++;
        statuses[0] = (statuses[0] ?? 0) + 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    bytes: Math.round(bytes / Math.max(latencies.length, 1)),
    errors,
    statuses,
  };
}
