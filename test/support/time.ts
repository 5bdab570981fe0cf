import { expect } from 'vitest';
import type { Actor } from './actors.js';
import type { TestApp } from './app.js';

export interface EntryJson {
  id: string;
  memberId: string;
  userId: string;
  projectId: string | null;
  startTime: string;
  endTime: string | null;
  durationSeconds: number;
  idleSeconds: number;
  notes: string | null;
  isBillable: boolean;
  isOffline: boolean;
  isRunning: boolean;
  source: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  rejectionReason: string | null;
  costRate: number | null;
  billRate: number | null;
}

export function postManual(t: TestApp, actor: Actor, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/time/manual', headers: actor.headers, payload });
}

/** A manual entry through the API; fails the test unless it is created. */
export async function logTime(
  t: TestApp,
  actor: Actor,
  startTime: string,
  endTime: string,
  extra: Record<string, unknown> = {},
): Promise<EntryJson> {
  const response = await postManual(t, actor, { startTime, endTime, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as EntryJson;
}

export async function review(
  t: TestApp,
  reviewer: Actor,
  timeEntryIds: string[],
  status: 'APPROVED' | 'REJECTED',
  rejectionReason?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/time/approve',
    headers: reviewer.headers,
    payload: { timeEntryIds, status, rejectionReason },
  });
}

/** POST /time/weekly-digest as `actor`; the answer plus its days with time as `{ date: hours }`. */
export async function weeklyDigest(t: TestApp, actor: Actor) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/time/weekly-digest', headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data;
  const days: Record<string, number> = Object.fromEntries(
    data.byDay
      .filter((day: { hours: number }) => day.hours > 0)
      .map((day: { date: string; hours: number }) => [day.date, day.hours]),
  );
  return { ...data, days };
}
