import { expect } from 'vitest';
import type { Actor } from './actors.js';
import type { TestApp } from './app.js';

/** Sets the organization's calendar through the API (an Owner or Admin); fails the test unless it is taken. */
export async function setCalendar(
  t: TestApp,
  owner: Actor,
  calendar: { timeZone?: string; firstDayOfWeek?: number; workingDays?: number[] },
) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/organizations/current/settings',
    headers: owner.headers,
    payload: calendar,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Sets the caller's personal time zone (null: the organization's). */
export async function setMyTimeZone(t: TestApp, actor: Actor, timeZone: string | null) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/organizations/members/me',
    headers: actor.headers,
    payload: { timeZone },
  });
  expect(response.statusCode, response.body).toBe(200);
}
