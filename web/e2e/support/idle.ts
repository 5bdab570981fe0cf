// The idle test's scene through the API: a member's desktop tracker (its own token), a timer that
// has run for a while, and the activity slots the tracker uploads.
import { randomUUID } from 'node:crypto';
import type { RunningServer } from './server.js';
import { apiCall, createProject } from './api.js';

type Headers = Record<string, string>;
const MINUTE = 60_000;

/** Signs the person in as a desktop tracker does (POST /auth/login): a Bearer token of its own. */
export async function trackerSignIn(server: RunningServer, person: { email: string; password: string }, orgId: string) {
  const session = await apiCall<{ token: string; user: { id: string } }>(server, 'POST', '/auth/login', {
    ...person,
    organizationId: orgId,
  });
  return { userId: session.user.id, headers: { authorization: `Bearer ${session.token}`, 'x-organization-id': orgId } };
}

/** A project the owner creates with the person assigned, so their timer may run on it. */
export async function projectFor(server: RunningServer, owner: { headers: Headers }, name: string, userId: string) {
  return createProject(server, owner.headers, {
    name,
    clientName: 'Royal Society',
    code: 'IDLE',
    assignedUserIds: [userId],
  });
}

/**
 * The tracker's timer, started `minutesAgo` minutes before now (started now, then its start moved
 * back, as a person correcting a late start would), and its slots: `active` minutes with input,
 * then `idle` minutes without any, ending now.
 */
export async function timerWithIdleEnd(
  server: RunningServer,
  tracker: { headers: Headers },
  projectId: string,
  minutes: { active: number; idle: number },
) {
  const now = Math.floor(Date.now() / 1000) * 1000;
  const start = now - (minutes.active + minutes.idle) * MINUTE;
  const idleFrom = now - minutes.idle * MINUTE;
  const entry = await apiCall<{ id: string }>(server, 'POST', '/time/timer/start', { projectId }, tracker.headers);
  await apiCall(
    server,
    'PUT',
    `/time/entries/${entry.id}`,
    { startTime: new Date(start).toISOString() },
    tracker.headers,
  );
  for (const [from, to, activeSeconds] of [
    [start, idleFrom, ((idleFrom - start) / 1000) * 0.8],
    [idleFrom, now, 0],
  ] as const)
    await apiCall(
      server,
      'POST',
      '/tracker/slots',
      {
        clientId: randomUUID(),
        startTime: new Date(from).toISOString(),
        endTime: new Date(to).toISOString(),
        timeEntryId: entry.id,
        keyboardSeconds: 0,
        mouseSeconds: activeSeconds,
        activeSeconds,
      },
      tracker.headers,
    );
  return { entryId: entry.id, idleFrom: new Date(idleFrom) };
}
