import { spawnSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { startRedisServer } from '../../../test/support/redis-server.js';
import { readinessOf, withinDeadline } from './readiness.js';

const report = (status: 'up' | 'down' | 'not_configured', required: boolean) => ({
  status,
  required,
  kind: 'x',
  latencyMs: status === 'up' ? 1 : null,
});

describe('readiness rules', () => {
  it('is unavailable when a required dependency is down, degraded when only an optional one is', () => {
    const up = report('up', true);
    expect(
      readinessOf({ database: up, storage: up, redis: report('up', false), mail: report('up', false) }),
    ).toMatchObject({ ready: true, status: 'ready' });
    expect(
      readinessOf({ database: up, storage: up, redis: report('down', false), mail: report('not_configured', false) }),
    ).toMatchObject({ ready: true, status: 'degraded' });
    expect(
      readinessOf({
        database: report('down', true),
        storage: up,
        redis: report('up', false),
        mail: report('up', false),
      }),
    ).toMatchObject({ ready: false, status: 'unavailable' });
  });

  it('counts a dependency that does not answer in time as down', async () => {
    const never = withinDeadline(() => new Promise(() => undefined), 20);
    await expect(never()).rejects.toThrow('no answer within 20 ms');
    await expect(withinDeadline(() => Promise.resolve('PONG'), 20)()).resolves.toBe('PONG');
  });
});

/** GET /ready once its cached probes (a second old at most) have seen the change `until` waits for. */
type Check = { status: string; required: boolean; latencyMs: number | null };
interface ReadyAnswer {
  statusCode: number;
  data?: { status: string; checks: Record<'database' | 'redis' | 'mail' | 'storage', Check> };
  error?: string;
}

async function readyUntil(t: TestApp, until: (body: ReadyAnswer) => boolean): Promise<ReadyAnswer> {
  for (let attempt = 0; ; attempt++) {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    const body: ReadyAnswer = {
      statusCode: response.statusCode,
      ...response.json<Omit<ReadyAnswer, 'statusCode'>>(),
    };
    if (until(body) || attempt > 60) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** CI installs redis-server (.ci/run); elsewhere the outage test needs it installed (README). */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!hasRedisServer && !process.env.CI)(
  'GET /ready against a real Redis that is stopped and started again',
  () => {
    let redis: Awaited<ReturnType<typeof startRedisServer>>;
    let t: TestApp;
    beforeAll(async () => {
      redis = await startRedisServer();
      t = await buildTestApp({ redisUrl: redis.url });
    });
    afterAll(async () => {
      await t.close();
      await redis.stop();
    });

    it('reports each dependency, and stays in service, degraded, while Redis is down', async () => {
      const ready = await readyUntil(t, (body) => body.data?.checks.redis.status === 'up');
      expect(ready.statusCode).toBe(200);
      expect(ready.data?.status).toBe('ready');
      expect(ready.data?.checks).toMatchObject({
        database: { status: 'up', required: true, kind: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
        redis: { status: 'up', required: false, kind: 'redis' },
        mail: { status: 'up', required: false, kind: 'file' },
        storage: { status: 'up', required: true, kind: 'fs' },
      });
      expect(ready.data?.checks.redis.latencyMs).toBeGreaterThanOrEqual(0);

      await redis.stop();
      const degraded = await readyUntil(t, (body) => body.data?.checks.redis.status === 'down');
      expect(degraded.statusCode).toBe(200);
      expect(degraded.data).toMatchObject({
        status: 'degraded',
        checks: { redis: { status: 'down', latencyMs: null } },
      });
      // docs/decisions/platform/rate-limiting-when-redis-is-down.md: requests are still served.
      const owner = await registerOwner(t);
      const projects = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: owner.headers });
      expect(projects.statusCode).toBe(200);

      await redis.start();
      const back = await readyUntil(t, (body) => body.data?.checks.redis.status === 'up');
      expect(back.data?.status).toBe('ready');
    });

    it('answers 503 with the checks when a required dependency (the file storage) is down', async () => {
      const root = t.config.screenshots.storage.kind === 'fs' ? t.config.screenshots.storage.root : '';
      // A file where the storage folder should be: nothing can be stored under it.
      await rm(root, { recursive: true, force: true });
      await writeFile(root, 'not a folder');
      const down = await readyUntil(t, (body) => body.statusCode === 503);
      expect(down.statusCode).toBe(503);
      expect(down.error).toBeDefined();
      expect(down).toMatchObject({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        details: { checks: { storage: { status: 'down', required: true }, database: { status: 'up' } } },
      });
      await rm(root);
      const back = await readyUntil(t, (body) => body.statusCode === 200);
      expect(back.data?.checks.storage.status).toBe('up');
      expect(path.isAbsolute(root)).toBe(true);
    });
  },
);
