// Scenes set through the public API (Bearer tokens, no browser): the one way e2e support calls the
// server, and the projects, time and reviews most tests start from.
import type { RunningServer } from './server.js';

type Headers = Record<string, string>;

export async function apiCall<T>(server: RunningServer, method: string, url: string, body?: unknown, headers = {}) {
  const response = await fetch(`${server.apiOrigin}/api/v1${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Signs in with a password through the API: the person's Bearer headers and user id. */
export async function signInByApi(server: RunningServer, person: { email: string; password: string }) {
  const session = await apiCall<{ token: string; user: { id: string }; organization: { id: string } }>(
    server,
    'POST',
    '/auth/login',
    { email: person.email, password: person.password },
  );
  const headers: Headers = { authorization: `Bearer ${session.token}`, 'x-organization-id': session.organization.id };
  return { userId: session.user.id, headers };
}

/** A project with a 40-hour budget; `assignedUserIds` lets Members track time on it. */
export async function createProject(
  server: RunningServer,
  headers: Headers,
  project: { name: string; clientName: string; code: string; assignedUserIds?: string[] },
) {
  const created = await apiCall<{ id: string }>(
    server,
    'POST',
    '/projects',
    { ...project, budgetType: 'HOURLY', totalBudget: 40, screenshotIntervalMins: 10 },
    headers,
  );
  return created.id;
}

/** A finished manual entry `daysAgo` days back, starting at `hourUtc`, lasting `minutes`. */
export async function recordTime(
  server: RunningServer,
  headers: Headers,
  entry: { projectId: string; daysAgo: number; hourUtc: number; minutes: number; notes: string },
) {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() - entry.daysAgo);
  start.setUTCHours(entry.hourUtc, 0, 0, 0);
  const end = new Date(start.getTime() + entry.minutes * 60_000);
  const created = await apiCall<{ id: string }>(
    server,
    'POST',
    '/time/manual',
    { projectId: entry.projectId, startTime: start.toISOString(), endTime: end.toISOString(), notes: entry.notes },
    headers,
  );
  return created.id;
}

export async function timeEntry(server: RunningServer, headers: Headers, id: string) {
  return apiCall<{ status: string; rejectionReason: string | null }>(
    server,
    'GET',
    `/time/entries/${id}`,
    undefined,
    headers,
  );
}
