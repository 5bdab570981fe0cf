import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../../test/support/actors.js';
import { TEST_JWT_SECRET, type TestApp } from '../../../test/support/app.js';
import { openTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { createProject } from '../../../test/support/projects.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/index.js';
import { loggerOptions } from '../../platform/logger.js';

/** The app with the production logger configuration, writing into `lines` instead of stdout. */
const lines: string[] = [];
let t: TestApp;
let testDatabase: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'punchclock-logs-'));
  const config = await loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'http://punchclock.test',
    RATE_LIMIT_MAX: '100000',
  });
  testDatabase = await openTestDatabase();
  const logger = pino(loggerOptions('info') as pino.LoggerOptions, { write: (line: string) => lines.push(line) });
  const app = await buildApp({ config, database: testDatabase.database, loggerInstance: logger });
  await app.ready();
  t = { app, config, database: testDatabase.database, redis: null, close: () => app.close() };
});
afterAll(async () => {
  await t.close();
  await testDatabase.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

describe('portal secrets in logs', () => {
  it('never logs the token or the password, whatever the answer', async () => {
    const owner = await registerOwner(t);
    const project = await createProject(t, owner);
    const password = 'a password to keep';
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.id}/share`,
      headers: owner.headers,
      payload: { sharePassword: password },
    });
    const token = new URL(shared.json().data.portalUrl as string).pathname.split('/').pop()!;

    const url = `/api/v1/projects/portal/${token}`;
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?password=${encodeURIComponent(password)}` })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${url}?password=wrong-password` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.id}/share`,
      headers: owner.headers,
      payload: { isPublicShared: false },
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const log = lines.join('\n');
    expect(log).toContain('/api/v1/projects/portal/[REDACTED]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(password);
    expect(log).not.toContain('wrong-password');
  });
});
