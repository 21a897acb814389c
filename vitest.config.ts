import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { searchIndexPlugin } from './web/vite.config.ts';

const HYDRATION_TEST = 'web/src/islands/hydration.test.tsx';

/** The web app's tests: components rendered and hydrated in jsdom, as the build renders them. */
const webProject = (test: { name: string; include?: string[]; exclude?: string[]; pool?: 'vmThreads' }) => ({
  plugins: [react(), searchIndexPlugin()],
  test: { environment: 'jsdom', include: ['web/**/*.test.{ts,tsx}'], setupFiles: ['web/src/test/setup.ts'], ...test },
});

export default defineConfig({
  test: {
    projects: [
      {
        // Server tests render pages with the web app, as the build does.
        plugins: [react(), searchIndexPlugin()],
        test: {
          name: 'node',
          environment: 'node',
          include: ['content/**/*.test.ts', 'server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The files share one module graph instead of each importing the server and the web
          // app again (the node tests 64 → 41 s). Each test builds its own app and store, and
          // what the modules keep between calls is caches of pure functions: no file can see
          // another's state.
          isolate: false,
          // A first page render imports the whole server bundle: seconds when quiet, and more than
          // 30 s was seen with both cores loaded. Time is never asserted; this only stops a hang.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Tests of the built server as a real process (crash, hostile input, shutdown).
        test: {
          name: 'system',
          environment: 'node',
          include: ['server/system/**/*.system.test.ts'],
          globalSetup: ['server/system/storeTemplate.globalSetup.ts'],
          // Two files at a time: their time is mostly the servers' start and the tests' waiting
          // (timeouts, the crash's restart), not this process (Vitest's default is one on two cores).
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      webProject({
        name: 'web',
        exclude: [...configDefaults.exclude, HYDRATION_TEST],
        // One jsdom per worker, each file still in its own context: creating jsdom for each of the
        // 34 files was 28 s of the web tests' 108 (now 41 s in all).
        pool: 'vmThreads',
      }),
      // Renders pages with window and document removed, as Node renders, which a VM context's
      // fixed globals refuse: its own process per file.
      webProject({ name: 'web-hydration', include: [HYDRATION_TEST] }),
    ],
  },
});
