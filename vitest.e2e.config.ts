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
    // Two files at a time, one per core (three measured slower on two cores: 727 s against 633 s,
    // every file waiting for CPU).
    maxWorkers: 2,
    // A worker's files run in one process: its Chromium, its default server (web/e2e/support/run.ts)
    // and the test modules are started and loaded once per worker, not once per file.
    isolate: false,
    globalSetup: ['web/e2e/support/global-setup.ts'],
  },
});
