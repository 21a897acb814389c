import { describe, expect, it } from 'vitest';
import { readConfig, trustProxyFrom } from './config.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.5, 192.168.1.0/24', ['10.0.0.5', '192.168.1.0/24']],
    ['::1, fd00::/8', ['::1', 'fd00::/8']],
  ])('%s → %j', (value, expected) => {
    expect(trustProxyFrom(value)).toEqual(expected);
  });

  it('refuses "true", which would trust the address a client writes', () => {
    expect(() => trustProxyFrom('true')).toThrow(/TRUST_PROXY=1/);
  });

  it.each(['0.0.0.0/0', '::/0', '10.0.0.1, ::/0'])('refuses %s, every address, as it refuses "true"', (value) => {
    expect(() => trustProxyFrom(value)).toThrow(/every address.*TRUST_PROXY=1/);
  });

  it.each(['yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', '11'])('refuses %s with a clear message', (value) => {
    expect(() => trustProxyFrom(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('timeouts', () => {
  it('default to 15 s for a request and 10 s for the shutdown, and read REQUEST_TIMEOUT_MS and SHUTDOWN_TIMEOUT_MS', () => {
    expect(readConfig({})).toMatchObject({ requestTimeoutMs: 15_000, shutdownTimeoutMs: 10_000 });
    expect(readConfig({ REQUEST_TIMEOUT_MS: '2000', SHUTDOWN_TIMEOUT_MS: '500' })).toMatchObject({
      requestTimeoutMs: 2000,
      shutdownTimeoutMs: 500,
    });
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe('how the server is started', () => {
  it('npm run serve, npm run feedback:export and the test harness pass the same Node flags', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { SERVER_NODE_FLAGS } = await import('../../scripts/lib/serverProcess.ts');
    const { repoRoot } = await import('./config.ts');
    const scripts = (
      JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    for (const name of ['serve', 'feedback:export']) {
      expect(scripts[name], name).toMatch(new RegExp(`^node ${SERVER_NODE_FLAGS.join(' ')} server/src/`));
    }
  });
});

describe('SERVE_STATIC', () => {
  it('serves everything unless told false, and refuses anything but true or false', () => {
    expect(readConfig({}).serveStatic).toBe(true);
    expect(readConfig({ SERVE_STATIC: 'true' }).serveStatic).toBe(true);
    expect(readConfig({ SERVE_STATIC: 'false' }).serveStatic).toBe(false);
    expect(() => readConfig({ SERVE_STATIC: 'no' })).toThrow('SERVE_STATIC must be true or false, not "no"');
  });
});
