import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Actor } from './actors.js';
import type { TestApp } from './app.js';

/**
 * A 10-minute activity slot from `start` through POST /tracker/slots as the actor's tracker
 * (100 s keyboard, 200 s mouse, 300 s active unless `extra` says otherwise); fails the test
 * unless it is stored.
 */
export async function uploadSlot(t: TestApp, actor: Actor, start: string, extra: Record<string, unknown> = {}) {
  const startTime = new Date(start);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tracker/slots',
    headers: actor.headers,
    payload: {
      clientId: randomUUID(),
      startTime: startTime.toISOString(),
      endTime: new Date(startTime.getTime() + 600_000).toISOString(),
      keyboardSeconds: 100,
      mouseSeconds: 200,
      activeSeconds: 300,
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}
