import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactAliases, searchIndexPlugin, siteConfigPlugin } from './web/vite.config.ts';

const modules = join(import.meta.dirname, 'node_modules');

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [siteConfigPlugin()],
        test: {
          name: 'node',
          environment: 'node',
          include: ['content/**/*.test.ts', 'server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Tests of the built server as a real process (crash, hostile input, shutdown).
        test: {
          name: 'system',
          environment: 'node',
          include: ['server/system/**/*.system.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), siteConfigPlugin(), searchIndexPlugin()],
        // Components are tested on the runtime the browser gets: Preact through preact/compat.
        // Node would load these two packages' CommonJS builds, which bypass the aliases.
        resolve: {
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: join(modules, '@testing-library/react/dist/@testing-library/react.esm.js'),
            },
            { find: /^react-router$/, replacement: join(modules, 'react-router/dist/development/index.mjs') },
            { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
            ...preactAliases,
          ],
        },
        test: {
          name: 'web',
          // Inlined so their own imports of react go through the aliases too.
          server: { deps: { inline: ['@testing-library/react', 'react-router'] } },
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
