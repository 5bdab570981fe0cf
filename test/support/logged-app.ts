// The app as production logs it: the production logger configuration, each line written into
// `lines` instead of stdout, for tests of what the logs say (and never say).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/index.js';
import { systemClock } from '../../src/platform/clock.js';
import { loggerOptions } from '../../src/platform/logging/logger.js';
import { TEST_JWT_SECRET, type TestApp } from './app.js';
import { openTestDatabase } from './database.js';

export interface LoggedApp extends TestApp {
  /** Every log line so far, as written (JSON text). */
  lines: string[];
}

export async function buildLoggedApp(): Promise<LoggedApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'punchclock-logs-'));
  const config = await loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'http://punchclock.test',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_ORGANIZATION_MAX: '100000000',
  });
  const testDatabase = await openTestDatabase();
  const lines: string[] = [];
  const logger = pino(loggerOptions('info') as pino.LoggerOptions, { write: (line: string) => lines.push(line) });
  const app = await buildApp({ config, database: testDatabase.database, loggerInstance: logger });
  await app.ready();
  return {
    app,
    config,
    database: testDatabase.database,
    redis: null,
    clock: systemClock,
    lines,
    async close() {
      await app.close();
      await testDatabase.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
