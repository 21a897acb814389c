/**
 * The deployment the docs describe (docs/deploy.md), made for the deployment tests: `npm run
 * export` into a temporary folder, the Node server (PostgreSQL when TEST_DATABASE_URL names one,
 * else PGlite) and Debian's nginx serving the folder, with two server blocks: the deployment
 * (what needs a process proxied to Node) and a plain static host (no process at all). The tests
 * read the addresses from the environment; the returned function stops everything.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx } from '../../scripts/lib/nginxProcess.ts';
import { emptyStoreTemplate, startServer, STORE_TEMPLATE_ENV } from '../../scripts/lib/serverProcess.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
// A 1 GB heap, where the export uses about 0.2 GB: an export that holds its answers again fails
// here (docs/deploy.md, "Memory").
const EXPORT_HEAP = '--max-old-space-size=1024';

export default async function deploySetup() {
  const work = mkdtempSync(join(tmpdir(), 'shastra-deploy-'));
  const exportDir = join(work, 'export');
  execFileSync(process.execPath, [EXPORT_HEAP, join(repoRoot, 'server/src/static/exportSite.ts'), exportDir], {
    cwd: repoRoot,
    stdio: 'inherit',
  });

  process.env[STORE_TEMPLATE_ENV] = emptyStoreTemplate();
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const node = await startServer({
    env: {
      FEEDBACK_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    timeoutMs: 120_000,
  });
  let nginx;
  try {
    nginx = await startNginx({ work, exportDir, upstream: `127.0.0.1:${node.port}`, staticHost: true });
  } catch (error) {
    await node.stop();
    throw error;
  }

  process.env.E2E_BASE_URL = nginx.url;
  process.env.DEPLOY_STATIC_URL = nginx.staticUrl;
  process.env.DEPLOY_NODE_URL = node.url;
  process.env.DEPLOY_EXPORT_DIR = exportDir;
  return async () => {
    await nginx.stop();
    await node.stop();
    rmSync(node.dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  };
}
