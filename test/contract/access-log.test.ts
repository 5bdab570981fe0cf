import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../support/app.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/index.js';
import { loggerOptions } from '../../src/platform/logger.js';

/** The app with the production logger configuration, its lines parsed into `lines`. */
const lines: Array<Record<string, unknown>> = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let testDatabase: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'punchclock-access-log-'));
  const config = await loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'http://punchclock.test',
    RATE_LIMIT_MAX: '100000',
  });
  testDatabase = await openTestDatabase();
  const logger = pino(loggerOptions('info') as pino.LoggerOptions, {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  app = await buildApp({ config, database: testDatabase.database, loggerInstance: logger });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDatabase.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

describe('access log', () => {
  it('writes one line per request with its id, method, URL, status and time taken', async () => {
    lines.length = 0;
    const ok = await app.inject({ method: 'GET', url: '/api/v1/info?token=secret-value' });
    const missing = await app.inject({ method: 'GET', url: '/api/v1/nowhere' });

    const requestLines = lines.filter((line) => line.msg === 'request completed');
    expect(requestLines).toHaveLength(2);
    expect(lines.filter((line) => line.msg === 'incoming request')).toHaveLength(0);
    const [first, second] = requestLines;
    expect(first).toMatchObject({
      level: 30,
      reqId: ok.headers['x-request-id'],
      req: { method: 'GET', url: '/api/v1/info?token=[REDACTED]' },
      res: { statusCode: 200 },
    });
    expect(typeof first?.responseTime).toBe('number');
    expect(second).toMatchObject({ reqId: missing.headers['x-request-id'], res: { statusCode: 404 } });
    expect(JSON.stringify(lines)).not.toContain('secret-value');
  });
});
