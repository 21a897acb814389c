/**
 * Debian's nginx serving an export of the site (`npm run export`) as docs/deploy.md sets it up:
 * one server block proxying what needs a process to the Node server (`upstream`), and, when asked,
 * a second one that is a plain static host with no process at all. For the deployment tests and
 * `npm run bench -- nginx`; the process stops with its parent.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { nginxServer } from '../../server/src/static/hostFiles.ts';

const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** A port no one listens on now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function answers(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface NginxProcess {
  /** The deployment: the export, with what needs a process proxied to the upstream. */
  url: string;
  /** The same export on a static host with no process, when asked for. */
  staticUrl?: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts nginx on `exportDir` (the folder `npm run export` wrote), keeping its configuration, logs
 * and temporary files in `work`. Both must be readable by nginx's workers, which run as another
 * user when nginx is started as root.
 */
export async function startNginx(options: {
  work: string;
  exportDir: string;
  upstream: string;
  staticHost?: boolean;
}): Promise<NginxProcess> {
  const { work, exportDir, upstream } = options;
  chmodSync(work, 0o755);
  const deployPort = await freePort();
  const staticPort = options.staticHost ? await freePort() : undefined;
  const { queryPages } = JSON.parse(readFileSync(join(exportDir, 'urls.json'), 'utf8')) as { queryPages: string[] };
  const confDir = join(exportDir, 'nginx');
  const root = join(exportDir, 'site');
  mkdirSync(join(work, 'logs'), { recursive: true });
  const conf = join(work, 'nginx.conf');
  writeFileSync(
    conf,
    [
      `load_module ${BROTLI_STATIC};`,
      'worker_processes 1;',
      `pid ${work}/nginx.pid;`,
      `error_log ${work}/logs/error.log warn;`,
      'daemon off;',
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${work}/${kind};`),
      '  sendfile on;',
      '  keepalive_requests 100000;',
      `  include ${confDir}/maps.conf;`,
      nginxServer({ root, confDir, listen: `127.0.0.1:${deployPort}`, upstream, queryPages }),
      staticPort === undefined ? '' : nginxServer({ root, confDir, listen: `127.0.0.1:${staticPort}`, queryPages }),
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-c', conf, '-p', work], { stdio: ['ignore', 'inherit', 'inherit'] });
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
  };
  process.once('exit', kill);
  const stop = async () => {
    kill();
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => child.once('exit', resolve));
  };
  const url = `http://127.0.0.1:${deployPort}`;
  try {
    await answers(`${url}/`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    ...(staticPort === undefined ? {} : { staticUrl: `http://127.0.0.1:${staticPort}` }),
    pid: child.pid ?? 0,
    stop,
  };
}
