/** All configuration comes from environment variables (listed in README.md). */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** false, the number of proxies in front of the server, or their addresses (see trustProxyFrom). */
  trustProxy: false | number | string[];
  /** A request must arrive whole (headers and body) within this time, else 408 and the socket closes. */
  requestTimeoutMs: number;
  /** After SIGTERM, connections still open after this long are closed and the process exits. */
  shutdownTimeoutMs: number;
  logLevel: string;
  feedbackRateLimitPerMinute: number;
  /** Unset: the feedback store creates and keeps a random one. */
  clientAddressSalt: string | undefined;
  clientDir: string;
  /** The prerendered pages (web/dist/pages). */
  pagesDir: string;
  ssrEntry: string;
  /** BENCH_BASELINE=1 adds the bare route `npm run bench` compares against. */
  benchBaseline: boolean;
  /**
   * SERVE_STATIC=false: only what needs a process (feedback and its token, /search, verse search,
   * the go-to-verse redirect, /healthz), for a deployment whose pages and documents a static host
   * serves (docs/deploy.md).
   */
  serveStatic: boolean;
  /**
   * Names this process in /healthz, so a test harness can tell its own server from another one
   * on the same machine (INSTANCE_ID, else random per start).
   */
  instance: string;
}

function integer(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

/**
 * TRUST_PROXY: unset or false (direct connections), a hop count ("1": one proxy in front, whose
 * X-Forwarded-For entry is the client's), or a comma-separated list of the proxies' addresses or
 * CIDR ranges. "true" is refused, and so is a range of every address (0.0.0.0/0, ::/0): each would
 * trust every X-Forwarded-For entry, and the leftmost one is whatever the client wrote.
 */
export function trustProxyFrom(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust every X-Forwarded-For entry, which any client can write. ' +
        'Set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8).',
    );
  }
  if (/^\d+$/.test(text)) return integer('TRUST_PROXY', text, 0, 1, 10);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (version === 0 || !validBits || rest.length > 0) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or a CIDR range like 10.0.0.0/8`);
    }
    if (Number(bits) === 0) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is every address, so it would trust every X-Forwarded-For entry, as TRUST_PROXY=true would. ` +
          'Set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8).',
      );
    }
  }
  return entries;
}

function serveStaticFrom(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`SERVE_STATIC must be true or false, not "${value}"`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: integer('PORT', env.PORT, 8081, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 15_000, 100, 600_000),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000, 0, 600_000),
    logLevel: env.LOG_LEVEL || 'info',
    feedbackRateLimitPerMinute: integer('FEEDBACK_RATE_LIMIT', env.FEEDBACK_RATE_LIMIT, 5, 1, 1_000_000),
    clientAddressSalt: env.CLIENT_ADDRESS_SALT || undefined,
    clientDir: join(repoRoot, 'web', 'dist', 'client'),
    pagesDir: join(repoRoot, 'web', 'dist', 'pages'),
    ssrEntry: join(repoRoot, 'web', 'dist', 'server', 'entry-server.js'),
    benchBaseline: env.BENCH_BASELINE === '1',
    serveStatic: serveStaticFrom(env.SERVE_STATIC),
    instance: env.INSTANCE_ID || randomBytes(9).toString('base64url'),
  };
}
