import { defineConfig } from 'vitest/config';

/**
 * The browser lane (`npm run test:e2e`, the last step of `npm test`): the compiled server and
 * Debian's Chromium, once per CI run, on the embedded database (docs/testing.md).
 */
export default defineConfig({
  test: {
    include: ['web/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each file has a server, a data folder and a browser of its own: two files at a time, one per
    // core (three measured slower on two cores: 727 s against 633 s, every file waiting for CPU).
    maxWorkers: 2,
    globalSetup: ['web/e2e/support/global-setup.ts'],
  },
});
