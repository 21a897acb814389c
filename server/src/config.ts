/** All configuration comes from environment variables (listed in README.md). */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  feedbackRateLimitPerMinute: number;
  clientAddressSalt: string;
  clientDir: string;
  ssrEntry: string;
  /** BENCH_BASELINE=1 adds the bare route `npm run bench` compares against. */
  benchBaseline: boolean;
  version: string;
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: integer('PORT', env.PORT, 8081, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL || 'info',
    feedbackRateLimitPerMinute: integer('FEEDBACK_RATE_LIMIT', env.FEEDBACK_RATE_LIMIT, 5, 1, 1_000_000),
    clientAddressSalt: env.CLIENT_ADDRESS_SALT || 'shastra-feedback',
    clientDir: join(repoRoot, 'web', 'dist', 'client'),
    ssrEntry: join(repoRoot, 'web', 'dist', 'server', 'entry-server.js'),
    benchBaseline: env.BENCH_BASELINE === '1',
    version: (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version,
    instance: env.INSTANCE_ID || randomBytes(9).toString('base64url'),
  };
}
