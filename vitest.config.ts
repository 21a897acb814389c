import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { siteConfigPlugin } from './web/vite.config.ts';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [siteConfigPlugin()],
        test: {
          name: 'node',
          environment: 'node',
          include: ['content/**/*.test.ts', 'server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), siteConfigPlugin()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
