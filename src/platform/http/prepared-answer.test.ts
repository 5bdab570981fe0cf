import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { access } from '../auth/access.js';
import { type PreparedAnswer } from './prepared-answer.js';
import { defineRoute } from './route.js';

describe('a prepared answer', () => {
  let t: TestApp;
  const thing = z.object({ name: z.string(), hours: z.number() });
  const row = { name: 'Ann "A" é', hours: 1.5, passwordHash: 'argon2id$secret' };
  const kept: PreparedAnswer[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      beforeReady: (app) =>
        app.register(
          async (api) => {
            for (const [url, successStatus] of [
              ['/plain', 200],
              ['/prepared', 200],
              ['/prepared-created', 201],
            ] as const) {
              defineRoute(api, {
                method: 'GET',
                url,
                operationId: `test${url.replace(/\W/g, '')}`,
                tags: ['Test'],
                summary: 'The same thing, serialized per request or once',
                access: access.public,
                successStatus,
                response: thing,
                handler: async ({ prepare }) => {
                  if (url === '/plain') return row;
                  // Kept as a cache would keep it: the second request sends the first one's bytes.
                  kept[0] ??= prepare(row);
                  return kept[0];
                },
              });
            }
          },
          { prefix: '/api/v1/test' },
        ),
    });
  });
  afterAll(() => t.close());

  it('is sent as the route would have sent the data: same status, type and body, nothing unlisted', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/test/plain' });
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/test/prepared' });
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/test/prepared' });
    for (const response of [first, again]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(plain.headers['content-type']);
      expect(response.body).toBe(plain.body);
    }
    expect(first.json()).toEqual({ success: true, data: { name: 'Ann "A" é', hours: 1.5 } });
    expect(first.body).not.toContain('passwordHash');
    expect(kept[0]!.byteLength).toBe(Buffer.byteLength(plain.body));
  });

  it('carries the route’s success status', async () => {
    kept.length = 0;
    const created = await t.app.inject({ method: 'GET', url: '/api/v1/test/prepared-created' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ success: true, data: { name: 'Ann "A" é', hours: 1.5 } });
  });
});
