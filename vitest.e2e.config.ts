import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests (`npm run test:e2e`): the real server and Debian's Chromium. Not part of
 * `npm test`, so CI runs them once rather than once per database (docs/web.md).
 */
export default defineConfig({
  test: {
    include: ['web/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One server and one browser at a time: the machine has two cores.
    fileParallelism: false,
    globalSetup: ['web/e2e/support/global-setup.ts'],
  },
});
