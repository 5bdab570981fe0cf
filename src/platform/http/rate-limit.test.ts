import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';

const opened: TestApp[] = [];
async function appWith(env: Record<string, string>, extra: { namespace?: string } = {}) {
  const t = await buildTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000', ...env }, ...extra });
  opened.push(t);
  return t;
}
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

function info(t: TestApp, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') {
  return t.app.inject({ method: 'GET', url: '/api/v1/info', headers, remoteAddress });
}

describe('rate limiting', () => {
  it('answers the request over the budget with 429, Retry-After and the JSON error', async () => {
    const t = await appWith({});
    for (let i = 0; i < 3; i++) expect((await info(t)).statusCode).toBe(200);
    const limited = await info(t);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', error: 'Too Many Requests' });
    expect(limited.json().hint).toMatch(/Wait \d+ seconds?/);
  });

  it('counts per client address', async () => {
    const t = await appWith({});
    for (let i = 0; i < 3; i++) await info(t, {}, '203.0.113.7');
    expect((await info(t, {}, '203.0.113.7')).statusCode).toBe(429);
    expect((await info(t, {}, '198.51.100.9')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says otherwise', async () => {
    const t = await appWith({});
    for (let i = 0; i < 3; i++) await info(t, { 'x-forwarded-for': `10.0.0.${i}` });
    expect((await info(t, { 'x-forwarded-for': '10.0.0.99' })).statusCode).toBe(429);
  });

  it('takes the client address from X-Forwarded-For behind a trusted proxy', async () => {
    const t = await appWith({ TRUST_PROXY: '203.0.113.7' });
    for (let i = 0; i < 3; i++) await info(t, { 'x-forwarded-for': '192.0.2.1' });
    expect((await info(t, { 'x-forwarded-for': '192.0.2.1' })).statusCode).toBe(429);
    expect((await info(t, { 'x-forwarded-for': '192.0.2.2' })).statusCode).toBe(200);
  });

  it('leaves /health out of the budget so probes cannot starve clients', async () => {
    const t = await appWith({});
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: '203.0.113.7' });
      expect(response.statusCode).toBe(200);
    }
    expect((await info(t)).statusCode).toBe(200);
  });

  it.runIf(process.env.REDIS_URL)('shares one budget across instances on the same Redis', async () => {
    const namespace = `shared-${randomBytes(6).toString('hex')}`;
    const first = await appWith({}, { namespace });
    const second = await appWith({}, { namespace });
    expect((await info(first)).statusCode).toBe(200);
    expect((await info(second)).statusCode).toBe(200);
    expect((await info(first)).statusCode).toBe(200);
    const limited = await info(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it.runIf(process.env.REDIS_URL)(
    'spends at most one Redis round trip per request, fewer far from the limit',
    async () => {
      const t = await appWith({ RATE_LIMIT_MAX: '100' });
      const redis = t.redis!;
      // The first request loads the limiter's script; later ones run it by its digest.
      expect((await info(t)).statusCode).toBe(200);
      const sent: string[] = [];
      const send = redis.sendCommand.bind(redis);
      redis.sendCommand = (command: { name: string }, ...rest: unknown[]) => {
        sent.push(command.name);
        return (send as (...args: unknown[]) => unknown)(command, ...rest);
      };
      for (let i = 0; i < 20; i++) expect((await info(t)).statusCode).toBe(200);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.length).toBeLessThan(20);
      expect(new Set(sent)).toEqual(new Set(['evalsha']));
    },
  );

  it.runIf(process.env.REDIS_URL)('counts a budget spent in blocks exactly on one instance', async () => {
    const t = await appWith({ RATE_LIMIT_MAX: '40' });
    const statuses = await Promise.all(Array.from({ length: 50 }, () => info(t).then((r) => r.statusCode)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it.runIf(process.env.REDIS_URL)('never admits more than the budget across instances', async () => {
    const namespace = `blocks-${randomBytes(6).toString('hex')}`;
    const first = await appWith({ RATE_LIMIT_MAX: '40' }, { namespace });
    const second = await appWith({ RATE_LIMIT_MAX: '40' }, { namespace });
    let admitted = 0;
    for (let i = 0; i < 60; i++) if ((await info(i % 2 ? second : first)).statusCode === 200) admitted++;
    // Units one instance holds unspent are missing to the other: a few may be refused early, none let through.
    expect(admitted).toBeLessThanOrEqual(40);
    expect(admitted).toBeGreaterThanOrEqual(36);
  });
});
