import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { ProcessLaneFirst } from './test/support/lanes/sequencer.js';

/**
 * The test lanes (docs/testing.md). A file's lane is in its name:
 * - `unit`: `*.unit.test.ts`, `*.rules.test.ts` and the web app's own tests. No database, no
 *   spawned server; opening a test database fails the test (test/support/lanes/unit.ts).
 * - `api`: every other `*.test.ts`, through the real app on a database cloned from a migrated
 *   template (PGlite by default, DATABASE_URL's server otherwise).
 * - `process`: `*.process.test.ts`, servers and CLIs spawned from the compiled `dist/`.
 * The browser lane is vitest.e2e.config.ts.
 */
const unitFiles = [
  '{src,test,tools}/**/*.unit.test.ts',
  '{src,test,tools}/**/*.rules.test.ts',
  'web/src/**/*.test.{ts,tsx}',
  'web/tools/**/*.test.ts',
];
const processFiles = ['{src,test,tools}/**/*.process.test.ts'];
/**
 * `TEST_LANES=runtime` (.ci/run's pass on the next Node): the unit lane whole, and of the api and
 * process lanes only the platform layer, the code that depends on the runtime (database drivers,
 * the PGlite worker, HTTP, crypto, backups, mail, worker threads). One vitest run for both, so one
 * start and no core idle between them.
 */
const runtimeOnly = process.env.TEST_LANES === 'runtime';
const laneFiles = (files: string[]) =>
  runtimeOnly ? files.map((glob) => glob.replace('{src,test,tools}', 'src/platform')) : files;
/**
 * An operator command's words and exit codes (`*-command.process.test.ts`, `*-commands.…`) are the
 * same on every runtime; what the command runs (migrations, backup and restore) is tested
 * in-process in the api lane, on the next Node too. The runtime pass leaves the spawned commands out.
 */
const commandFiles = ['src/**/*-command{,s}.process.test.ts'];
/** The suite creates thousands of people: argon2 at a test cost there (src/platform/auth/passwords.ts). */
const LOW_PASSWORD_COST = { PUNCHCLOCK_TEST_PASSWORD_COST: 'low' };

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core. Vitest 4's own default is one less than the cores, which on CI's two
    // is a single worker: every file of every lane one after another.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: ProcessLaneFirst },
    projects: [
      {
        extends: true,
        // Plain functions: one process per worker for all the lane's files, as in the api lane.
        test: { name: 'unit', include: unitFiles, setupFiles: ['test/support/lanes/unit.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: laneFiles(['{src,test,tools}/**/*.test.ts']),
          exclude: [...unitFiles, ...processFiles],
          // One process per worker for all its files: the app's modules load once, and an embedded
          // database is emptied for the next file instead of booted again (test/support/database.ts).
          isolate: false,
          globalSetup: ['test/support/lanes/database-template.ts'],
          env: LOW_PASSWORD_COST,
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: laneFiles(processFiles),
          exclude: [...configDefaults.exclude, ...(runtimeOnly ? commandFiles : [])],
          globalSetup: ['test/support/lanes/database-template.ts', 'test/support/lanes/built-server.ts'],
          env: LOW_PASSWORD_COST,
        },
      },
    ],
  },
});
